package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;

import java.util.List;
import java.util.Optional;

/**
 * Where benchmarks are stored: storage and nothing else. A backend keeps every revision it is given and
 * gives them back; which revision each slug serves, publishing, caching, refreshing and readiness are the
 * core's ({@code CatalogPublisher}), the same for every backend.
 */
public interface BenchmarkCatalog {

    /**
     * Every stored revision as its summary, in any order, served or not. Called on every refresh, so a call
     * that finds nothing new should be cheap. Throws when the store cannot be read (the core keeps what it has).
     */
    List<BenchmarkSummary> revisions();

    /** One revision's whole model, equal to what was stored; empty when no revision has that key. */
    Optional<Benchmark> load(ContentKey key);
}
