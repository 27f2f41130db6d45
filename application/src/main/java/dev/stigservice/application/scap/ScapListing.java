package dev.stigservice.application.scap;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ScapBenchmark;

import java.util.List;
import java.util.Objects;

/**
 * Every served SCAP benchmark, sorted by slug, and the published state it was read from.
 *
 * @param key names the published state: the same key, the same listing
 */
public record ScapListing(List<Entry> benchmarks, String key) {

    public ScapListing {
        benchmarks = List.copyOf(benchmarks);
        Objects.requireNonNull(key, "key");
    }

    /**
     * @param served    the revision the slug serves
     * @param revisions every stored revision, newest first
     * @param mapsTo    the manual benchmark the served revision maps to; null when none
     */
    public record Entry(ScapBenchmark served, List<ScapBenchmark> revisions, BenchmarkSummary mapsTo) {
        public Entry {
            Objects.requireNonNull(served, "served");
            revisions = List.copyOf(revisions);
        }
    }
}
