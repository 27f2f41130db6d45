package dev.stigservice.bootstrap;

import dev.stigservice.adapter.storage.files.DemoCatalog;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.port.BenchmarkCatalog;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** The demo catalog, counting the models loaded per revision (active only with test.catalog.counting). */
@Singleton
@Primary
@Requires(property = "test.catalog.counting")
class CountingCatalog implements BenchmarkCatalog {

    private final DemoCatalog demo = DemoCatalog.load();
    final Map<String, AtomicInteger> loadsByBenchmarkId = new ConcurrentHashMap<>();

    @Override
    public List<BenchmarkSummary> revisions() {
        return demo.revisions();
    }

    @Override
    public Optional<Benchmark> load(ContentKey key) {
        Optional<Benchmark> model = demo.load(key);
        model.ifPresent(benchmark -> loadsByBenchmarkId.computeIfAbsent(benchmark.benchmarkId(), id -> new AtomicInteger()).incrementAndGet());
        return model;
    }

    int loads(String benchmarkId) {
        return loadsByBenchmarkId.getOrDefault(benchmarkId, new AtomicInteger()).get();
    }
}
