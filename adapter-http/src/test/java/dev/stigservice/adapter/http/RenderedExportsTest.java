package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.Rendition;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
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
        public void write(Export export, OutputStream out) throws IOException {
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

    /** What the download use case hands the adapter for this benchmark: a rendition of it by the counting exporter. */
    private Rendition<?> export(String benchmarkId) {
        return export(benchmarkId, true);
    }

    private Rendition<?> export(String benchmarkId, boolean kept) {
        Benchmark benchmark = new Benchmark(benchmarkId, "T", null, null, null, null, null, null,
                new SourceFile(benchmarkId + ".xml", String.format("%064x", benchmarkId.hashCode())), List.of(),
                List.of(new Rule(null, null, "R", null, null, null, null, null, List.of(), List.of(), null, null)));
        return kept ? Rendition.of(exporter, () -> new Export(benchmark, null), benchmark.slug().value(), benchmark.source().sha256())
                : Rendition.once(exporter, () -> new Export(benchmark, null), benchmark.slug().value(), benchmark.source().sha256());
    }

    @Test
    void concurrentDownloadsOfOneBenchmarkShareOneRendering() throws Exception {
        RenderedExports cache = new RenderedExports(1 << 20);
        Rendition<?> export = export("Shared_STIG");
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
                assertThat(body.get().representation(ContentCoding.IDENTITY).length()).isEqualTo(BODY_BYTES);
            }
        }
        assertThat(exporter.renders).hasValue(1);
    }

    @Test
    void aRepeatedDownloadIsServedFromTheCacheUntilTheBoundPushesItOut() {
        RenderedExports cache = new RenderedExports(3 * BODY_BYTES);
        Rendition<?> first = export("Bench_0");
        cache.body(first);
        cache.body(first);
        assertThat(exporter.renders).as("the second time from the cache").hasValue(1);
        for (int i = 1; i < 10; i++) {
            cache.body(export("Bench_" + i));
        }
        cache.body(first);
        assertThat(exporter.renders).as("ten bodies do not fit in three bodies' bound").hasValue(11);
    }

    @Test
    void theAnswerToOneUploadIsRenderedEachTimeNeitherKeptNorGzippedAndStaysOnTheHeap() {
        RenderedExports cache = new RenderedExports(1 << 20);
        Rendition<?> kept = export("Kept_STIG");
        Rendition<?> once = export("Kept_STIG", false);
        RenderedBody first = cache.body(once);
        cache.body(once);
        assertThat(exporter.renders).hasValue(2);
        assertThat(first.codingFor(ContentCoding.GZIP)).isEqualTo(ContentCoding.IDENTITY);
        assertThat(first.representation(ContentCoding.IDENTITY).bytes().isDirect()).isFalse();
        assertThat(cache.body(kept).codingFor(ContentCoding.GZIP)).as("kept bodies are gzipped").isEqualTo(ContentCoding.GZIP);
        assertThat(cache.body(kept).representation(ContentCoding.IDENTITY).bytes().isDirect()).isTrue();
    }
}
