package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.Slug;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An immutable, fully loaded catalog: what one request sees from start to end. */
record CatalogSnapshot(Map<Slug, Benchmark> bySlug, List<BenchmarkSummary> summaries, int ruleCount) {

    static final CatalogSnapshot EMPTY = new CatalogSnapshot(Map.of(), List.of(), 0);

    static CatalogSnapshot of(CatalogSelection selection) {
        Map<Slug, Benchmark> bySlug = new LinkedHashMap<>();
        selection.benchmarks().forEach(benchmark -> bySlug.put(benchmark.slug(), benchmark));
        List<BenchmarkSummary> summaries = selection.benchmarks().stream().map(Benchmark::summary).toList();
        int rules = summaries.stream().mapToInt(BenchmarkSummary::ruleCount).sum();
        return new CatalogSnapshot(Map.copyOf(bySlug), summaries, rules);
    }

    Optional<Benchmark> find(Slug slug) {
        return Optional.ofNullable(bySlug.get(slug));
    }
}
