package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * What every store behind {@link BenchmarkCatalog} must do, one method per rule, each on a store that starts
 * empty. {@link BenchmarkCatalogContract} runs them as JUnit tests; {@code BrokenStores} proves each can fail.
 */
public final class StoreChecks {

    private static final XccdfReader READER = new XccdfReader();
    private static final Path FAILURE_LOG = Path.of("target", "contract-kit");

    private StoreChecks() {
    }

    private static Benchmark add(StoreUnderTest store, String fileName, byte[] xccdf) throws Exception {
        store.add(fileName, xccdf);
        return READER.read(fileName, xccdf);
    }

    /**
     * Fails with the path of the first differing field when the store gives back something else than it was
     * given; both whole records go to a file under target/contract-kit, not into the message.
     */
    public static void assertSameModel(String what, Benchmark expected, Benchmark actual) {
        var difference = ModelDifference.first("benchmark", expected, actual);
        if (difference.isPresent()) {
            fail(what + " came back changed: " + difference.get() + recordsWritten(what, expected, actual));
        }
    }

    private static String recordsWritten(String what, Object expected, Object actual) {
        try {
            Files.createDirectories(FAILURE_LOG);
            Path file = FAILURE_LOG.resolve(what.replaceAll("[^A-Za-z0-9._-]", "_") + ".txt");
            Files.writeString(file, "expected:\n" + expected + "\n\nactual:\n" + actual + "\n");
            return " (both records: " + file + ")";
        } catch (IOException e) {
            return "";
        }
    }

    public static void holdsNothingWhenEmpty(StoreUnderTest store) {
        assertThat(store.catalog().revisions()).isEmpty();
        assertThat(store.catalog().load(new ContentKey(Sha256.hex(new byte[]{1})))).isEmpty();
    }

    public static void keepsEveryRevisionItIsGiven(StoreUnderTest store) throws Exception {
        List<Benchmark> given = new ArrayList<>();
        for (int release = 1; release <= 5; release++) {
            given.add(add(store, "rev-v1r" + release + ".xml", TestBenchmarks.xccdf("Rev_STIG", "1", String.valueOf(release), "01 Jan 2025", release)));
        }
        given.add(add(store, "rev-draft.xml", TestBenchmarks.xccdf("Rev_STIG", "draft", "2", "1", "01 Mar 2026", 3)));
        given.add(add(store, "other.xml", TestBenchmarks.xccdf("Other_STIG", "1", "1", "01 Jan 2026", 4)));
        List<BenchmarkSummary> kept = store.catalog().revisions();
        List<BenchmarkSummary> lost = given.stream().map(Benchmark::summary).filter(summary -> !kept.contains(summary)).toList();
        if (!lost.isEmpty() || kept.size() != given.size()) {
            fail("every revision given to the store, served or not, must come back: %d given, %d kept, %d lost%s".formatted(
                    given.size(), kept.size(), lost.size(), lost.isEmpty() ? "" : ", e.g. " + lost.getFirst().benchmarkId()
                            + " " + lost.getFirst().revision().label() + " from " + lost.getFirst().source().fileName()));
        }
    }

    public static void givesBackExactlyWhatTheReaderRead(StoreUnderTest store) throws Exception {
        Benchmark shapes = add(store, "shapes.xml", TestBenchmarks.everyShape("Every_Shape_STIG", "2"));
        Benchmark plain = add(store, "plain.xml", TestBenchmarks.xccdf("Exact_STIG", "3", "14", "05 Jan 2026", 9));
        assertSameModel("shapes.xml", shapes, store.catalog().load(shapes.source().key()).orElseThrow());
        assertSameModel("plain.xml", plain, store.catalog().load(plain.source().key()).orElseThrow());
    }

    public static void givesEachKeyItsOwnRevision(StoreUnderTest store) throws Exception {
        Benchmark older = add(store, "shapes-r1.xml", TestBenchmarks.everyShape("Every_Shape_STIG", "1"));
        Benchmark newer = add(store, "shapes-r2.xml", TestBenchmarks.everyShape("Every_Shape_STIG", "2"));
        assertSameModel("shapes-r1.xml", older, store.catalog().load(older.source().key()).orElseThrow());
        assertSameModel("shapes-r2.xml", newer, store.catalog().load(newer.source().key()).orElseThrow());
    }

    public static void summariesAgreeWithTheirModels(StoreUnderTest store) throws Exception {
        add(store, "counts.xml", TestBenchmarks.xccdf("Counts_STIG", "1", "1", "01 Jan 2026", 11));
        BenchmarkSummary summary = store.catalog().revisions().getFirst();
        assertThat(summary).isEqualTo(store.catalog().load(summary.key()).orElseThrow().summary());
        assertThat(summary.ruleCount()).isEqualTo(11);
        assertThat(summary.severityCounts().unknown()).isEqualTo(2);
    }

    public static void keepsTheSameDocumentOnce(StoreUnderTest store) throws Exception {
        byte[] xccdf = TestBenchmarks.xccdf("Twice_STIG", "1", "1", "01 Jan 2026", 2);
        add(store, "twice.xml", xccdf);
        add(store, "twice.xml", xccdf);
        assertThat(store.catalog().revisions()).hasSize(1);
    }

    public static void keepsKeysAndModelsAcrossARestart(StoreUnderTest store) throws Exception {
        Benchmark first = add(store, "a.xml", TestBenchmarks.everyShape("Restart_A_STIG", "1"));
        add(store, "b.xml", TestBenchmarks.xccdf("Restart_B_STIG", "1", "2", "01 Jan 2026", 2));
        List<ContentKey> before = keys(store.catalog());
        BenchmarkCatalog restarted = store.reopen();
        List<ContentKey> after = keys(restarted);
        List<ContentKey> gone = before.stream().filter(key -> !after.contains(key)).toList();
        if (!gone.isEmpty() || after.size() != before.size()) {
            fail("content keys after a restart must be the keys before it: %d before, %d after, %d gone%s".formatted(
                    before.size(), after.size(), gone.size(), gone.isEmpty() ? "" : ", e.g. " + gone.getFirst()));
        }
        assertSameModel("a.xml after a restart", first, restarted.load(first.source().key()).orElseThrow());
    }

    /** Skipped, with the reason, where the shared samples are absent. */
    public static void givesBackEverySharedSample(StoreUnderTest store) throws Exception {
        Path samples = StigSamples.directory();
        BundleReader bundles = new BundleReader(READER, BundleLimits.DEFAULT);
        List<Benchmark> given = new ArrayList<>();
        for (Path file : BundleReader.filesBelow(samples)) {
            String name = file.getFileName().toString();
            if (BundleReader.isXml(name) || BundleReader.isZip(name)) {
                for (BundleReader.Document document : bundles.readDocuments(file, name, new ArrayList<>())) {
                    store.add(document.fileName(), document.content());
                    given.add(document.benchmark());
                }
            }
        }
        Assumptions.assumeFalse(given.isEmpty(), "no benchmark among the samples at " + samples);
        for (Benchmark expected : given) {
            assertSameModel(expected.source().fileName(), expected, store.catalog().load(expected.source().key()).orElseThrow());
        }
    }

    public static void staysReadableWhileItIsWritten(StoreUnderTest store) throws Exception {
        add(store, "base.xml", TestBenchmarks.xccdf("Base_STIG", "1", "1", "01 Jan 2026", 5));
        AtomicBoolean writing = new AtomicBoolean(true);
        List<String> problems = new CopyOnWriteArrayList<>();
        try (ExecutorService readers = Executors.newFixedThreadPool(4)) {
            List<Future<?>> running = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                running.add(readers.submit(() -> {
                    while (writing.get()) {
                        for (BenchmarkSummary summary : store.catalog().revisions()) {
                            Benchmark benchmark = store.catalog().load(summary.key()).orElse(null);
                            if (benchmark == null || benchmark.rules().size() != summary.ruleCount()) {
                                problems.add("listed but not whole: " + summary.benchmarkId());
                            }
                        }
                    }
                }));
            }
            for (int i = 0; i < 15; i++) {
                add(store, "added-" + i + ".xml", TestBenchmarks.xccdf("Added_" + i + "_STIG", "1", "1", "01 Jan 2026", 1 + i % 4));
            }
            writing.set(false);
            for (Future<?> reader : running) {
                reader.get();
            }
        }
        assertThat(problems).isEmpty();
        assertThat(store.catalog().revisions()).hasSize(16);
    }

    private static List<ContentKey> keys(BenchmarkCatalog catalog) {
        return catalog.revisions().stream().map(BenchmarkSummary::key).sorted(Comparator.comparing(ContentKey::sha256)).toList();
    }
}
