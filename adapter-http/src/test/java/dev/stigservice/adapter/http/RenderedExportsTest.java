package dev.stigservice.adapter.http;

import dev.stigservice.application.access.AccessCheck;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.application.download.BenchmarkExport;
import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.application.download.DownloadBenchmarkService;
import dev.stigservice.application.download.DownloadResult;
import dev.stigservice.application.download.ExportFormats;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class RenderedExportsTest {

    private static final int BODY_BYTES = 1000;

    /** Writes BODY_BYTES bytes slowly and counts how often it was asked to. */
    private static final class CountingExporter implements Exporter {
        final AtomicInteger renders = new AtomicInteger();

        @Override
        public ExportFormat format() {
            return new ExportFormat("txt", "text/plain");
        }

        @Override
        public String version() {
            return "1";
        }

        @Override
        public void write(Benchmark benchmark, OutputStream out) throws IOException {
            renders.incrementAndGet();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.write(new byte[BODY_BYTES]);
        }
    }

    private final CountingExporter exporter = new CountingExporter();
    private final List<Benchmark> benchmarks = new ArrayList<>();

    private BenchmarkExport export(String benchmarkId) {
        Benchmark benchmark = new Benchmark(benchmarkId, "T", null, null, null, null, null, null,
                new SourceFile(benchmarkId + ".xml", String.format("%064x", benchmarkId.hashCode())), List.of(),
                List.of(new Rule(null, null, "R", null, null, null, null, null, List.of(), List.of(), null, null)));
        benchmarks.add(benchmark);
        BenchmarkCatalog store = new BenchmarkCatalog() {
            @Override
            public List<BenchmarkSummary> revisions() {
                return benchmarks.stream().map(Benchmark::summary).toList();
            }

            @Override
            public Optional<Benchmark> load(ContentKey key) {
                return benchmarks.stream().filter(b -> b.source().key().equals(key)).findFirst();
            }
        };
        CatalogPublisher catalog = new CatalogPublisher(store, "the test's benchmarks", 64, Clock.systemUTC());
        catalog.refresh();
        DownloadBenchmarkService service = new DownloadBenchmarkService(new AccessCheck(token -> TokenVerdict.valid()),
                new ExportFormats(List.of(exporter)), catalog);
        DownloadResult result = service.download(new DownloadBenchmarkQuery(AccessToken.parse("t").orElseThrow(), "txt", benchmark.slug().value(), null));
        return ((DownloadResult.Ready) result).export();
    }

    @Test
    void concurrentDownloadsOfOneBenchmarkShareOneRendering() throws Exception {
        RenderedExports cache = new RenderedExports(1 << 20);
        BenchmarkExport export = export("Shared_STIG");
        CountDownLatch start = new CountDownLatch(1);
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<RenderedBody>> bodies = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                bodies.add(pool.submit(() -> {
                    start.await();
                    return cache.body(export);
                }));
            }
            start.countDown();
            for (Future<RenderedBody> body : bodies) {
                assertThat(body.get().length()).isEqualTo(BODY_BYTES);
            }
        }
        assertThat(exporter.renders).hasValue(1);
    }

    @Test
    void aRepeatedDownloadIsServedFromTheCacheUntilTheBoundPushesItOut() {
        RenderedExports cache = new RenderedExports(3 * BODY_BYTES);
        BenchmarkExport first = export("Bench_0");
        cache.body(first);
        cache.body(first);
        assertThat(exporter.renders).as("the second time from the cache").hasValue(1);
        for (int i = 1; i < 10; i++) {
            cache.body(export("Bench_" + i));
        }
        cache.body(first);
        assertThat(exporter.renders).as("ten bodies do not fit in three bodies' bound").hasValue(11);
    }
}
