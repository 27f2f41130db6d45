package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;

import java.util.List;
import java.util.Optional;

/** Where the core finds the benchmarks it publishes. Implementations choose one benchmark per slug with {@code CatalogSelection}. */
public interface BenchmarkCatalog {

    /** Every published benchmark, sorted by slug. */
    List<BenchmarkSummary> summaries();

    /** The benchmark a slug serves, rules included. */
    Optional<Benchmark> find(Slug slug);
}
