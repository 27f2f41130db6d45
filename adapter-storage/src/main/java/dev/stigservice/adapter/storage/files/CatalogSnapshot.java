package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.ChosenBenchmarks;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * An immutable, fully loaded catalog: what one request sees from start to end.
 *
 * @param <T> what is kept per benchmark: the parsed model (demo catalog) or its stored source (files backend)
 */
record CatalogSnapshot<T>(ChosenBenchmarks<T> chosen) {

    /** Chooses among every benchmark read. */
    static <T> CatalogSnapshot<T> of(List<T> candidates, Function<T, BenchmarkSummary> summary) {
        IdentityHashMap<BenchmarkSummary, T> bySummary = new IdentityHashMap<>();
        candidates.forEach(candidate -> bySummary.put(summary.apply(candidate), candidate));
        return new CatalogSnapshot<>(ChosenBenchmarks.choose(bySummary));
    }

    List<BenchmarkSummary> summaries() {
        return chosen.summaries();
    }

    int ruleCount() {
        return chosen.ruleCount();
    }

    Optional<T> find(Slug slug) {
        return Optional.ofNullable(chosen.bySlug().get(slug));
    }
}
