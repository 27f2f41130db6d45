package dev.stigservice.application.publication;

import dev.stigservice.domain.port.fake.NoRuleSearch;
import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.Slug;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import static dev.stigservice.application.Fakes.servedLabel;
import static dev.stigservice.application.Fakes.stig;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * How a refresh reads the store, once for every backend, against a store in memory: what it reads again and what not,
 * what readiness then says, what the rule index is given, and that readers see whole catalogs. The selection of what
 * each slug serves is {@code CurrentPublicationTest}'s.
 */
class CatalogPublisherTest {



    @Test
    void notLoadedUntilTheStoreHasBeenReadAndAFailedReadKeepsWhatIsPublished() {
        Fakes.Store store = new Fakes.Store(stig("One_STIG", "1", "1"));
        store.failure = "connection refused";
        Fakes.Catalog catalog = Fakes.catalog(store);
        CatalogPublisher publisher = catalog.publisher();
        Readiness readiness = catalog.readiness();
        assertThat(readiness.state().loaded()).isFalse();
        assertThat(readiness.state().lastFailure()).isEqualTo("connection refused");
        assertThat(catalog.published().summaries()).isEmpty();

        store.failure = null;
        assertThat(publisher.refresh()).isTrue();
        assertThat(readiness.state()).satisfies(state -> {
            assertThat(state.loaded()).isTrue();
            assertThat(state.lastFailure()).isNull();
            assertThat(state.benchmarks()).isEqualTo(1);
        });

        store.failure = "connection reset";
        assertThat(publisher.refresh()).isFalse();
        assertThat(catalog.published().summaries()).as("still served").hasSize(1);
        assertThat(readiness.state().loaded()).as("was loaded once: stays ready").isTrue();
        assertThat(readiness.state().summary()).contains("last read failed: connection reset");
    }

    @Test
    void notLoadedWhileTheFirstCatalogIsStillBeingRead() throws Exception {
        Fakes.Store store = new Fakes.Store(stig("One_STIG", "1", "1"));
        CountDownLatch reading = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Fakes.Catalog catalog = Fakes.catalog(store, Fakes.content(document -> {
            reading.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Fakes.READER.read(document);
        }), new NoRuleSearch(), 8, Clock.systemUTC());
        CatalogPublisher publisher = catalog.publisher();
        try (ExecutorService refresh = Executors.newSingleThreadExecutor()) {
            Future<Boolean> published = refresh.submit(publisher::refresh);
            reading.await();
            try {
                assertThat(catalog.readiness().state().loaded()).as("listed, not yet published").isFalse();
            } finally {
                release.countDown();
            }
            assertThat(published.get()).isTrue();
        }
        assertThat(catalog.readiness().state().loaded()).isTrue();
        assertThat(catalog.published().summaries()).hasSize(1);
    }

    @Test
    void anEmptyStoreThatCanBeReadIsLoaded() {
        Readiness readiness = Fakes.catalog(new Fakes.Store()).readiness();
        assertThat(readiness.state().loaded()).isTrue();
        assertThat(readiness.state().summary()).isEqualTo("0 benchmarks, 0 rules (0 revisions) from a fake store");
    }

    @Test
    void theStateCountsWhatTheStoreCouldNotReadAndTheDocumentsThatAreNoBenchmark() {
        Fakes.Store store = new Fakes.Store(stig("One_STIG", "1", "1"));
        store.addUnreadable(Document.of("broken.xml", "<Benchmark".getBytes(StandardCharsets.UTF_8), Instant.EPOCH));
        store.skippedParts = List.of("library.zip!/U_X_V1R2_STIG.zip: the zip is cut short");
        Fakes.Catalog catalog = Fakes.catalog(store);
        assertThat(catalog.readiness().state().skipped()).isEqualTo(2);
        assertThat(catalog.readiness().state().summary()).isEqualTo("1 benchmarks, 1 rules (1 revisions) from a fake store; 2 skipped (named in the log)");

        store.skippedParts = List.of();
        catalog.publisher().refresh();
        assertThat(catalog.readiness().state().skipped()).as("the member copied again").isEqualTo(1);
    }

    @Test
    void anUnchangedStoreIsNotReadAgainButADocumentThatFailedToLoadIs() {
        Fakes.Store store = new Fakes.Store(stig("One_STIG", "1", "1"));
        store.corruptsContent = true; // listed, but its bytes do not match its key: not read this time
        Fakes.Catalog catalog = Fakes.catalog(store);
        assertThat(catalog.published().summaries()).isEmpty();

        store.corruptsContent = false;
        store.loads.set(0);
        assertThat(catalog.publisher().refresh()).as("the same listing, read again: one document was not read").isTrue();
        assertThat(catalog.published().summaries()).extracting(summary -> summary.benchmarkId()).containsExactly("One_STIG");
        assertThat(store.loads).hasValue(1);

        assertThat(catalog.publisher().refresh()).isFalse();
        assertThat(store.loads).as("every listed document read: an unchanged store is not read again").hasValue(1);
    }

    @Test
    void refreshPublishesOnlyWhatChanged() {
        Benchmark first = stig("One_STIG", "1", "1");
        Fakes.Store store = new Fakes.Store(first);
        Fakes.Catalog catalog = Fakes.catalog(store);
        CatalogPublisher publisher = catalog.publisher();
        assertThat(publisher.refresh()).as("nothing changed").isFalse();
        store.add(stig("One_STIG", "1", "2"));
        assertThat(publisher.refresh()).isTrue();
        assertThat(servedLabel(catalog.published(), "one-stig")).isEqualTo("V1R2");
        assertThat(catalog.readiness().state().revisions()).isEqualTo(2);
        store.remove(first);
        assertThat(publisher.refresh()).isTrue();
        assertThat(catalog.published().revisions(new Slug("one-stig"))).hasSize(1);
    }

    @Test
    void aDocumentThatHoldsNoBenchmarkIsNotServedAndNotReadAgain() {
        Fakes.Store store = new Fakes.Store(stig("Good_STIG", "1", "1"));
        store.addUnreadable(Document.of("data-stream.xml", "<not-a-benchmark/>".getBytes(StandardCharsets.UTF_8), Instant.EPOCH));
        Fakes.Catalog catalog = Fakes.catalog(store);
        CatalogPublisher publisher = catalog.publisher();
        assertThat(catalog.published().summaries()).extracting(BenchmarkSummary::benchmarkId).containsExactly("Good_STIG");
        assertThat(catalog.readiness().state().revisions()).isEqualTo(1);
        assertThat(publisher.refresh()).isFalse();
        assertThat(store.loads).as("each listed key is read once, readable or not").hasValue(0);
    }

    @Test
    void eachNewCatalogIsIndexedFromTheReadingsWithoutReadingAgain() {
        Fakes.Store store = new Fakes.Store(stig("One_STIG", "1", "1"));
        Fakes.Catalog catalog = Fakes.catalog(store);
        assertThat(catalog.index().rulesAnswering("V-1")).extracting(found -> found.revision().benchmarkId()).containsExactly("One_STIG");
        store.add(stig("Two_STIG", "1", "1"));
        assertThat(catalog.publisher().refresh()).isTrue();
        assertThat(catalog.index().rulesAnswering("V-1")).extracting(found -> found.revision().benchmarkId())
                .containsExactly("One_STIG", "Two_STIG");
        assertThat(store.loads).as("only the new document read, once").hasValue(1);
    }

    @Test
    void readersSeeWholeCatalogsWhileItRefreshes() throws Exception {
        Fakes.Store store = new Fakes.Store(stig("Base_STIG", "1", "1"));
        Fakes.Catalog catalog = Fakes.catalog(store);
        CatalogPublisher publisher = catalog.publisher();
        AtomicBoolean writing = new AtomicBoolean(true);
        List<String> problems = new CopyOnWriteArrayList<>();
        try (ExecutorService readers = Executors.newFixedThreadPool(4)) {
            List<Future<?>> running = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                running.add(readers.submit(() -> {
                    while (writing.get()) {
                        List<BenchmarkSummary> listing = catalog.published().summaries();
                        if (listing.isEmpty()) {
                            problems.add("an empty listing during a refresh");
                        }
                        for (BenchmarkSummary summary : listing) {
                            if (catalog.models().model(summary).rules().size() != summary.ruleCount()) {
                                problems.add("listed but not whole: " + summary.slug());
                            }
                        }
                    }
                }));
            }
            for (int i = 0; i < 15; i++) {
                store.add(stig("Added_" + i + "_STIG", "1", "1"));
                publisher.refresh();
            }
            writing.set(false);
            for (Future<?> reader : running) {
                reader.get();
            }
        }
        assertThat(problems).isEmpty();
        assertThat(catalog.published().summaries()).hasSize(16);
    }
}
