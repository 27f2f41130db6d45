package dev.stigservice.domain.port;

import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.ExportFormat;

import java.io.IOException;
import java.io.OutputStream;

/** Writes what changed between two revisions in one format (JSON, CSV). */
public interface ChangeReportWriter {

    ExportFormat format();

    /** Changes whenever this writer starts writing other bytes for the same changes: part of the entity tag. */
    String version();

    /** Writes the whole report to {@code out} without closing it. */
    void write(BenchmarkChanges changes, OutputStream out) throws IOException;
}
