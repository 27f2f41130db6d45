package dev.stigservice.application.list;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ExportFormat;

import java.util.List;

/**
 * @param benchmarks sorted by slug
 * @param formats    every format a benchmark can be downloaded in, in registration order
 */
public record BenchmarkListing(List<BenchmarkSummary> benchmarks, List<ExportFormat> formats) {

    public BenchmarkListing {
        benchmarks = List.copyOf(benchmarks);
        formats = List.copyOf(formats);
    }
}
