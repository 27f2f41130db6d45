package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.ChosenBenchmarks;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;

/** An immutable, fully loaded catalog: what one request sees from start to end. */
record CatalogSnapshot(ChosenBenchmarks<Benchmark> chosen) {

    static final CatalogSnapshot EMPTY = of(List.of());

    /** Chooses among every benchmark read. */
    static CatalogSnapshot of(List<Benchmark> candidates) {
        IdentityHashMap<BenchmarkSummary, Benchmark> bySummary = new IdentityHashMap<>();
        candidates.forEach(benchmark -> bySummary.put(benchmark.summary(), benchmark));
        return new CatalogSnapshot(ChosenBenchmarks.choose(bySummary));
    }

    List<BenchmarkSummary> summaries() {
        return chosen.summaries();
    }

    int ruleCount() {
        return chosen.ruleCount();
    }

    Optional<Benchmark> find(Slug slug) {
        return Optional.ofNullable(chosen.bySlug().get(slug));
    }
}
