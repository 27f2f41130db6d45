package dev.stigservice.adapter.storage.contract;

import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * What every store behind {@link BenchmarkCatalog} must do, as tests: keep every revision it is given, give each
 * back equal to what the reader read, under keys that survive a restart, and stay readable while it is written.
 * Which revision a slug serves is not the store's business (the core's {@code CatalogPublisher} decides, tested in
 * the application module). A backend passes when a subclass that says how to feed it passes every test here.
 * Published in adapter-storage's test-jar: see docs/guides/adding-a-storage-backend.md.
 */
public abstract class BenchmarkCatalogContract {

    /** A backend under test, started empty. */
    protected interface Backend extends AutoCloseable {

        /** Stores one XCCDF document the way this backend is fed (a file in a folder, an import, ...). */
        void add(String fileName, byte[] xccdf) throws Exception;

        BenchmarkCatalog catalog();

        /** A new instance over what was stored, as the service would see it after a restart. */
        BenchmarkCatalog reopen() throws Exception;
    }

    protected abstract Backend newBackend() throws Exception;

    private Backend backend;
    private final XccdfReader reader = new XccdfReader();

    @BeforeEach
    void startBackend() throws Exception {
        backend = newBackend();
    }

    @AfterEach
    void closeBackend() throws Exception {
        backend.close();
    }

    private Benchmark add(String fileName, byte[] xccdf) throws Exception {
        backend.add(fileName, xccdf);
        return reader.read(fileName, xccdf);
    }

    private List<ContentKey> keys(BenchmarkCatalog catalog) {
        return catalog.revisions().stream().map(BenchmarkSummary::key).sorted((a, b) -> a.sha256().compareTo(b.sha256())).toList();
    }

    /** Fails with the path of the first differing field when the store gives back something else than it was given. */
    protected static void assertSameModel(String what, Benchmark expected, Benchmark actual) {
        ModelDifference.first("benchmark", expected, actual)
                .ifPresent(difference -> fail(what + " came back changed: " + difference));
    }

    @Test
    void emptyStoreHoldsNothing() {
        assertThat(backend.catalog().revisions()).isEmpty();
        assertThat(backend.catalog().load(new ContentKey(Sha256.hex(new byte[]{1})))).isEmpty();
    }

    @Test
    void keepsEveryRevisionItIsGiven() throws Exception {
        List<Benchmark> given = List.of(
                add("rev-v1r9.xml", TestBenchmarks.xccdf("Rev_STIG", "1", "9", "01 Jan 2025", 1)),
                add("rev-v1r10.xml", TestBenchmarks.xccdf("Rev_STIG", "1", "10", "01 Feb 2025", 2)),
                add("rev-draft.xml", TestBenchmarks.xccdf("Rev_STIG", "draft", "2", "1", "01 Mar 2026", 3)),
                add("other.xml", TestBenchmarks.xccdf("Other_STIG", "1", "1", "01 Jan 2026", 4)));
        assertThat(backend.catalog().revisions()).as("every revision, served or not")
                .containsExactlyInAnyOrderElementsOf(given.stream().map(Benchmark::summary).toList());
    }

    @Test
    void givesBackExactlyTheModelTheReaderRead() throws Exception {
        Benchmark expected = add("exact.xml", TestBenchmarks.xccdf("Exact_STIG", "3", "14", "05 Jan 2026", 9));
        assertSameModel("exact.xml", expected, backend.catalog().load(expected.source().key()).orElseThrow());
    }

    @Test
    void summariesAgreeWithTheModelsTheyDescribe() throws Exception {
        add("counts.xml", TestBenchmarks.xccdf("Counts_STIG", "1", "1", "01 Jan 2026", 11));
        BenchmarkSummary summary = backend.catalog().revisions().getFirst();
        assertThat(summary).isEqualTo(backend.catalog().load(summary.key()).orElseThrow().summary());
        assertThat(summary.ruleCount()).isEqualTo(11);
        assertThat(summary.severityCounts().unknown()).isEqualTo(2);
    }

    @Test
    void theSameDocumentTwiceIsOneRevision() throws Exception {
        byte[] xccdf = TestBenchmarks.xccdf("Twice_STIG", "1", "1", "01 Jan 2026", 2);
        add("twice.xml", xccdf);
        add("twice.xml", xccdf);
        assertThat(backend.catalog().revisions()).hasSize(1);
    }

    @Test
    void keysAndModelsSurviveARestart() throws Exception {
        Benchmark first = add("a.xml", TestBenchmarks.xccdf("Restart_A_STIG", "1", "1", "01 Jan 2026", 3));
        add("b.xml", TestBenchmarks.xccdf("Restart_B_STIG", "1", "2", "01 Jan 2026", 2));
        List<ContentKey> before = keys(backend.catalog());
        BenchmarkCatalog restarted = backend.reopen();
        assertThat(keys(restarted)).isEqualTo(before);
        assertSameModel("a.xml after a restart", first, restarted.load(first.source().key()).orElseThrow());
    }

    @Test
    void everySharedSampleComesBackEqual() throws Exception {
        Path samples = StigSamples.directory();
        BundleReader bundles = new BundleReader(reader, BundleLimits.DEFAULT);
        List<Benchmark> given = new ArrayList<>();
        for (Path file : BundleReader.filesBelow(samples)) {
            String name = file.getFileName().toString();
            if (BundleReader.isXml(name) || BundleReader.isZip(name)) {
                for (BundleReader.Document document : bundles.readDocuments(file, name, new ArrayList<>())) {
                    backend.add(document.fileName(), document.content());
                    given.add(document.benchmark());
                }
            }
        }
        assertThat(given).as("the samples hold benchmarks").isNotEmpty();
        for (Benchmark expected : given) {
            assertSameModel(expected.source().fileName(), expected, backend.catalog().load(expected.source().key()).orElseThrow());
        }
    }

    @Test
    void readersSeeWholeRevisionsWhileItIsWritten() throws Exception {
        add("base.xml", TestBenchmarks.xccdf("Base_STIG", "1", "1", "01 Jan 2026", 5));
        AtomicBoolean writing = new AtomicBoolean(true);
        List<String> problems = new CopyOnWriteArrayList<>();
        try (ExecutorService readers = Executors.newFixedThreadPool(4)) {
            List<Future<?>> running = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                running.add(readers.submit(() -> {
                    while (writing.get()) {
                        for (BenchmarkSummary summary : backend.catalog().revisions()) {
                            Benchmark benchmark = backend.catalog().load(summary.key()).orElse(null);
                            if (benchmark == null || benchmark.rules().size() != summary.ruleCount()) {
                                problems.add("listed but not whole: " + summary.benchmarkId());
                            }
                        }
                    }
                }));
            }
            for (int i = 0; i < 15; i++) {
                add("added-" + i + ".xml", TestBenchmarks.xccdf("Added_" + i + "_STIG", "1", "1", "01 Jan 2026", 1 + i % 4));
            }
            writing.set(false);
            for (Future<?> reader : running) {
                reader.get();
            }
        }
        assertThat(problems).isEmpty();
        assertThat(backend.catalog().revisions()).hasSize(16);
    }
}
