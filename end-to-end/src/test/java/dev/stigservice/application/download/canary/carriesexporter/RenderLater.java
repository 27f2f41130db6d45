package dev.stigservice.application.download.canary.carriesexporter;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.port.Exporter;

/**
 * Canary for in-ports-carry-data: what a use case would return if it handed the exporter across the in-port, for the
 * adapter to render with after the use case has returned.
 */
public record RenderLater(BenchmarkSummary revision, Exporter exporter) {
}
