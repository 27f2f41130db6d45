package dev.stigservice.application.list;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Format;

import java.util.List;
import java.util.Objects;

/**
 * @param benchmarks sorted by slug
 * @param formats    every format a benchmark can be downloaded in, in registration order
 * @param version    names what is listed: the publication and the filter. Equal versions are equal
 *                   listings, so an adapter may keep what it rendered from one by its version alone.
 */
public record BenchmarkListing(List<BenchmarkSummary> benchmarks, List<Format> formats, String version) {

    public BenchmarkListing {
        benchmarks = List.copyOf(benchmarks);
        formats = List.copyOf(formats);
        Objects.requireNonNull(version, "version");
    }
}
