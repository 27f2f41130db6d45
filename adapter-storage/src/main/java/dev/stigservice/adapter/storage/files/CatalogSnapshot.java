package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.Slug;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An immutable, fully loaded catalog: what one request sees from start to end. */
record CatalogSnapshot(Map<Slug, Benchmark> bySlug, List<BenchmarkSummary> summaries, int ruleCount) {

    private static final Logger LOG = LoggerFactory.getLogger(CatalogSnapshot.class);
    static final CatalogSnapshot EMPTY = new CatalogSnapshot(Map.of(), List.of(), 0);

    /** Chooses among every benchmark read (see {@link CatalogSelection}) and logs each slug conflict. */
    static CatalogSnapshot of(List<Benchmark> candidates) {
        Map<BenchmarkSummary, Benchmark> benchmarkOf = new IdentityHashMap<>();
        candidates.forEach(benchmark -> benchmarkOf.put(benchmark.summary(), benchmark));
        CatalogSelection selection = CatalogSelection.of(List.copyOf(benchmarkOf.keySet()));
        selection.slugConflicts().forEach(conflict -> LOG.warn(
                "Skipped benchmark {} from {}: its slug {} is taken by benchmark {} from {}",
                conflict.skipped().benchmarkId(), conflict.skipped().source().fileName(), conflict.kept().slug(),
                conflict.kept().benchmarkId(), conflict.kept().source().fileName()));
        Map<Slug, Benchmark> bySlug = new LinkedHashMap<>();
        selection.benchmarks().forEach(summary -> bySlug.put(summary.slug(), benchmarkOf.get(summary)));
        int rules = selection.benchmarks().stream().mapToInt(BenchmarkSummary::ruleCount).sum();
        return new CatalogSnapshot(Map.copyOf(bySlug), selection.benchmarks(), rules);
    }

    Optional<Benchmark> find(Slug slug) {
        return Optional.ofNullable(bySlug.get(slug));
    }
}
