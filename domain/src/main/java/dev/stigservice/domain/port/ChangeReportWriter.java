package dev.stigservice.domain.port;

import dev.stigservice.domain.model.BenchmarkChanges;

/** Writes what changed between two revisions in one format (JSON, CSV). */
public interface ChangeReportWriter extends Renderer<BenchmarkChanges> {
}
