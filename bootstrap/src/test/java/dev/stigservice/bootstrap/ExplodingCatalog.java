package dev.stigservice.bootstrap;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

import java.util.List;
import java.util.Optional;

/** A catalog that fails the way a bug would, for the 500 test only (active only with test.catalog.explode). */
@Singleton
@Primary
@Requires(property = "test.catalog.explode")
class ExplodingCatalog implements BenchmarkCatalog {

    static final String SECRET_DETAIL = "connection to db-internal-7.corp:5432 failed";

    @Override
    public List<BenchmarkSummary> summaries() {
        throw new IllegalStateException(SECRET_DETAIL);
    }

    @Override
    public Optional<Benchmark> find(Slug slug) {
        throw new IllegalStateException(SECRET_DETAIL);
    }
}
