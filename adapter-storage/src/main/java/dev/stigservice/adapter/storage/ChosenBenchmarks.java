package dev.stigservice.adapter.storage;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.Slug;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a backend serves after {@link CatalogSelection} chose among everything it holds: the winning
 * summaries, sorted by slug, and for each slug whatever the backend keeps to load that benchmark
 * (the benchmark itself, a row id, ...). Slug conflicts are logged once here, the same for every backend.
 *
 * @param <T> what the backend keeps per benchmark
 */
public record ChosenBenchmarks<T>(List<BenchmarkSummary> summaries, Map<Slug, T> bySlug) {

    private static final Logger LOG = LoggerFactory.getLogger(ChosenBenchmarks.class);

    public ChosenBenchmarks {
        summaries = List.copyOf(summaries);
        bySlug = Map.copyOf(bySlug);
    }

    /** @param candidates every candidate's summary, by identity, with what the backend keeps for it */
    public static <T> ChosenBenchmarks<T> choose(IdentityHashMap<BenchmarkSummary, T> candidates) {
        CatalogSelection selection = CatalogSelection.of(List.copyOf(candidates.keySet()));
        selection.slugConflicts().forEach(conflict -> LOG.warn(
                "Skipped benchmark {} from {}: its slug {} is taken by benchmark {} from {}",
                conflict.skipped().benchmarkId(), conflict.skipped().source().fileName(), conflict.kept().slug(),
                conflict.kept().benchmarkId(), conflict.kept().source().fileName()));
        Map<Slug, T> bySlug = new HashMap<>();
        selection.benchmarks().forEach(summary -> bySlug.put(summary.slug(), candidates.get(summary)));
        return new ChosenBenchmarks<>(selection.benchmarks(), bySlug);
    }

    public int ruleCount() {
        return summaries.stream().mapToInt(BenchmarkSummary::ruleCount).sum();
    }
}
