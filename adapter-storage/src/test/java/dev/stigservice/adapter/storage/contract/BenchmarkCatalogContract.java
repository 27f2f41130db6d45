package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every {@link BenchmarkCatalog} must do, as tests. A storage backend passes when a subclass that
 * says how to add files to it and how to make them visible passes every test here. Published in
 * adapter-storage's test-jar: see docs/guides/adding-a-storage-backend.md.
 */
public abstract class BenchmarkCatalogContract {

    /** A backend under test, started empty. */
    protected interface Backend extends AutoCloseable {

        /** Stores one XCCDF file the way this backend is fed (a file in a folder, an import, ...). */
        void add(String fileName, byte[] xccdf) throws Exception;

        /** Makes everything added so far visible to readers of {@link #catalog()}. */
        void refresh() throws Exception;

        BenchmarkCatalog catalog();
    }

    protected abstract Backend newBackend() throws Exception;

    private Backend backend;

    @BeforeEach
    void startBackend() throws Exception {
        backend = newBackend();
    }

    @AfterEach
    void closeBackend() throws Exception {
        backend.close();
    }

    private void add(String fileName, byte[] xccdf) throws Exception {
        backend.add(fileName, xccdf);
    }

    private List<String> slugs() {
        return backend.catalog().summaries().stream().map(s -> s.slug().value()).toList();
    }

    @Test
    void emptyBackendListsNothingAndFindsNothing() throws Exception {
        backend.refresh();
        assertThat(backend.catalog().summaries()).isEmpty();
        assertThat(backend.catalog().find(new Slug("anything"))).isEmpty();
    }

    @Test
    void listsEveryBenchmarkSortedBySlug() throws Exception {
        add("zeta.xml", TestBenchmarks.xccdf("Zeta_STIG", "1", "1", "01 Jan 2026", 2));
        add("alpha.xml", TestBenchmarks.xccdf("Alpha_STIG", "1", "1", "01 Jan 2026", 3));
        add("mid.xml", TestBenchmarks.xccdf("Mid_STIG", "1", "1", "01 Jan 2026", 1));
        backend.refresh();
        assertThat(slugs()).containsExactly("alpha-stig", "mid-stig", "zeta-stig");
    }

    @Test
    void findGivesExactlyTheModelTheReaderReads() throws Exception {
        byte[] xccdf = TestBenchmarks.xccdf("Exact_STIG", "3", "14", "05 Jan 2026", 9);
        add("exact.xml", xccdf);
        backend.refresh();
        Benchmark expected = new XccdfReader().read("exact.xml", xccdf);
        assertThat(backend.catalog().find(new Slug("exact-stig"))).hasValue(expected);
    }

    @Test
    void summariesAgreeWithTheRulesTheyDescribe() throws Exception {
        add("counts.xml", TestBenchmarks.xccdf("Counts_STIG", "1", "1", "01 Jan 2026", 11));
        backend.refresh();
        BenchmarkSummary summary = backend.catalog().summaries().getFirst();
        Benchmark benchmark = backend.catalog().find(summary.slug()).orElseThrow();
        assertThat(summary).isEqualTo(benchmark.summary());
        assertThat(summary.ruleCount()).isEqualTo(11);
        assertThat(summary.severityCounts().unknown()).isEqualTo(2);
    }

    @Test
    void unknownSlugFindsNothing() throws Exception {
        add("one.xml", TestBenchmarks.xccdf("One_STIG", "1", "1", "01 Jan 2026", 1));
        backend.refresh();
        assertThat(backend.catalog().find(new Slug("two-stig"))).isEmpty();
    }

    @Test
    void newestRevisionWinsComparingNumbersNotText() throws Exception {
        add("v1r9.xml", TestBenchmarks.xccdf("Rev_STIG", "1", "9", "01 Jan 2025", 1));
        add("v1r10.xml", TestBenchmarks.xccdf("Rev_STIG", "1", "10", "01 Feb 2025", 2));
        add("v1r2.xml", TestBenchmarks.xccdf("Rev_STIG", "1", "2", "01 Mar 2026", 3));
        backend.refresh();
        assertThat(slugs()).containsExactly("rev-stig");
        assertThat(backend.catalog().find(new Slug("rev-stig")).orElseThrow().revision().label()).isEqualTo("V1R10");
    }

    @Test
    void sameReleaseIsDecidedByTheBenchmarkDate() throws Exception {
        add("later.xml", TestBenchmarks.xccdf("Date_STIG", "2", "1", "20 Jun 2026", 2));
        add("earlier.xml", TestBenchmarks.xccdf("Date_STIG", "2", "1", "01 Jun 2026", 1));
        backend.refresh();
        assertThat(backend.catalog().find(new Slug("date-stig")).orElseThrow().rules()).hasSize(2);
    }

    @Test
    void draftNeverWinsOverAPublishedRevision() throws Exception {
        add("published.xml", TestBenchmarks.xccdf("Draft_STIG", "accepted", "1", "1", "01 Jan 2026", 1));
        add("draft.xml", TestBenchmarks.xccdf("Draft_STIG", "draft", "9", "9", "01 Jan 2027", 2));
        backend.refresh();
        assertThat(backend.catalog().find(new Slug("draft-stig")).orElseThrow().status().value()).isEqualTo("accepted");
    }

    @Test
    void slugCollisionKeepsTheSmallerBenchmarkId() throws Exception {
        add("lower.xml", TestBenchmarks.xccdf("foo_stig", "1", "1", "01 Jan 2026", 1));
        add("upper.xml", TestBenchmarks.xccdf("Foo_STIG", "1", "1", "01 Jan 2026", 2));
        backend.refresh();
        assertThat(backend.catalog().summaries()).singleElement()
                .satisfies(summary -> assertThat(summary.benchmarkId()).isEqualTo("Foo_STIG"));
    }

    @Test
    void readersSeeWholeCatalogsWhileItRefreshes() throws Exception {
        add("base.xml", TestBenchmarks.xccdf("Base_STIG", "1", "1", "01 Jan 2026", 5));
        backend.refresh();
        AtomicBoolean writing = new AtomicBoolean(true);
        List<String> problems = new CopyOnWriteArrayList<>();
        try (ExecutorService readers = Executors.newFixedThreadPool(4)) {
            List<Future<?>> running = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                running.add(readers.submit(() -> {
                    while (writing.get()) {
                        List<BenchmarkSummary> listing = backend.catalog().summaries();
                        if (listing.isEmpty()) {
                            problems.add("an empty listing during a refresh");
                        }
                        for (BenchmarkSummary summary : listing) {
                            Benchmark benchmark = backend.catalog().find(summary.slug()).orElse(null);
                            if (benchmark == null || benchmark.rules().size() != summary.ruleCount()) {
                                problems.add("listed but not whole: " + summary.slug());
                            }
                        }
                    }
                }));
            }
            for (int i = 0; i < 15; i++) {
                add("added-" + i + ".xml", TestBenchmarks.xccdf("Added_" + i + "_STIG", "1", "1", "01 Jan 2026", 1 + i % 4));
                backend.refresh();
            }
            writing.set(false);
            for (Future<?> reader : running) {
                reader.get();
            }
        }
        assertThat(problems).isEmpty();
        assertThat(backend.catalog().summaries()).hasSize(16);
    }
}
