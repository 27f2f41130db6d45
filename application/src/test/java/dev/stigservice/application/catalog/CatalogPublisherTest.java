package dev.stigservice.application.catalog;

import dev.stigservice.domain.port.fake.NoRuleSearch;
import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.RuleSearch;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The publication rules, once for every backend, against a store in memory. */
class CatalogPublisherTest {

    private static Benchmark rev(String id, String version, String release) {
        return Fakes.revision(id, id.replace('_', ' ') + " Security Technical Implementation Guide", "accepted", version, release, null, 1);
    }

    private static String servedLabel(CatalogPublisher publisher, String slug) {
        return publisher.served(new Slug(slug)).orElseThrow().revision().label();
    }

    @Test
    void servesOneRevisionPerSlugSortedBySlug() {
        CatalogPublisher publisher = Fakes.publisher(new Fakes.Store(rev("Zeta_STIG", "1", "1"), rev("Alpha_STIG", "1", "1"),
                rev("Mid_STIG", "1", "1"), rev("Alpha_STIG", "1", "2")));
        assertThat(publisher.summaries()).extracting(s -> s.slug().value()).containsExactly("alpha-stig", "mid-stig", "zeta-stig");
        assertThat(publisher.served(new Slug("two-stig"))).isEmpty();
    }

    @Test
    void newestRevisionWinsComparingNumbersNotText() {
        CatalogPublisher publisher = Fakes.publisher(new Fakes.Store(rev("Rev_STIG", "1", "9"), rev("Rev_STIG", "1", "10"),
                rev("Rev_STIG", "1", "2")));
        assertThat(servedLabel(publisher, "rev-stig")).isEqualTo("V1R10");
        assertThat(publisher.revisions(new Slug("rev-stig"))).extracting(s -> s.revision().label())
                .as("every stored revision, newest first").containsExactly("V1R10", "V1R9", "V1R2");
    }

    @Test
    void sameReleaseIsDecidedByTheBenchmarkDate() {
        String title = "Date STIG";
        CatalogPublisher publisher = Fakes.publisher(new Fakes.Store(
                Fakes.revision("Date_STIG", title, "accepted", "2", "1", LocalDate.of(2026, 6, 20), 2),
                Fakes.revision("Date_STIG", title, "accepted", "2", "1", LocalDate.of(2026, 6, 1), 1)));
        assertThat(publisher.served(new Slug("date-stig")).orElseThrow().ruleCount()).isEqualTo(2);
    }

    @Test
    void aDraftNeverWinsOverAPublishedRevision() {
        CatalogPublisher publisher = Fakes.publisher(new Fakes.Store(
                Fakes.revision("Draft_STIG", "Draft STIG", "accepted", "1", "1", null, 1),
                Fakes.revision("Draft_STIG", "Draft STIG", "draft", "9", "9", null, 2)));
        assertThat(publisher.served(new Slug("draft-stig")).orElseThrow().status().value()).isEqualTo("accepted");
    }

    @Test
    void slugCollisionKeepsTheSmallerBenchmarkId() {
        CatalogPublisher publisher = Fakes.publisher(new Fakes.Store(rev("foo_stig", "1", "1"), rev("Foo_STIG", "1", "1")));
        assertThat(publisher.summaries()).singleElement().satisfies(s -> assertThat(s.benchmarkId()).isEqualTo("Foo_STIG"));
    }

    @Test
    void notLoadedUntilTheStoreHasBeenReadAndAFailedReadKeepsWhatIsPublished() {
        Fakes.Store store = new Fakes.Store(rev("One_STIG", "1", "1"));
        store.failure = "connection refused";
        CatalogPublisher publisher = Fakes.publisher(store);
        assertThat(publisher.state().loaded()).isFalse();
        assertThat(publisher.state().lastFailure()).isEqualTo("connection refused");
        assertThat(publisher.summaries()).isEmpty();

        store.failure = null;
        assertThat(publisher.refresh()).isTrue();
        assertThat(publisher.state()).satisfies(state -> {
            assertThat(state.loaded()).isTrue();
            assertThat(state.lastFailure()).isNull();
            assertThat(state.benchmarks()).isEqualTo(1);
        });

        store.failure = "connection reset";
        assertThat(publisher.refresh()).isFalse();
        assertThat(publisher.summaries()).as("still served").hasSize(1);
        assertThat(publisher.state().loaded()).as("was loaded once: stays ready").isTrue();
        assertThat(publisher.state().summary()).contains("last read failed: connection reset");
    }

    @Test
    void notLoadedWhileTheFirstCatalogIsStillBeingRead() throws Exception {
        Fakes.Store store = new Fakes.Store(rev("One_STIG", "1", "1"));
        CountDownLatch reading = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CatalogPublisher publisher = new CatalogPublisher(store, Fakes.content(document -> {
            reading.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Fakes.READER.read(document);
        }), new NoRuleSearch(), "a slow store", 8, Clock.systemUTC());
        try (ExecutorService refresh = Executors.newSingleThreadExecutor()) {
            Future<Boolean> published = refresh.submit(publisher::refresh);
            reading.await();
            try {
                assertThat(publisher.state().loaded()).as("listed, not yet published").isFalse();
            } finally {
                release.countDown();
            }
            assertThat(published.get()).isTrue();
        }
        assertThat(publisher.state().loaded()).isTrue();
        assertThat(publisher.summaries()).hasSize(1);
    }

    /** Counts what it indexes and opens. */
    private static final class CountingSearch implements RuleSearch {
        final RuleSearch none = new NoRuleSearch();
        final AtomicInteger opened = new AtomicInteger();
        final AtomicInteger indexed = new AtomicInteger();

        @Override
        public Searchable index(Benchmark revision) {
            indexed.incrementAndGet();
            return none.index(revision);
        }

        @Override
        public Searcher over(List<Searchable> revisions) {
            opened.incrementAndGet();
            return none.over(revisions);
        }
    }

    @Test
    void theCatalogIsServedBeforeTheSearchCatchesUpWhichReadsNothingAgain() {
        Benchmark two = rev("Two_STIG", "1", "1");
        Fakes.Store store = new Fakes.Store(rev("One_STIG", "1", "1"), two);
        CountingSearch search = new CountingSearch();
        CatalogPublisher publisher = new CatalogPublisher(store, Fakes.content(Fakes.READER), search, "a fake store", 8, Clock.systemUTC());
        assertThat(publisher.refresh()).isTrue();
        assertThat(publisher.summaries()).as("served").hasSize(2);
        assertThat(publisher.searchable()).as("not searchable yet").isEmpty();
        assertThat(publisher.state().searchable()).isFalse();

        store.loads.set(0);
        publisher.catchUpSearch();
        assertThat(publisher.searchable()).map(SearchableState::stateKey).contains(publisher.stateKey());
        assertThat(publisher.state().searchable()).isTrue();
        assertThat(store.loads).as("the search took the models the refresh read").hasValue(0);
        assertThat(search.opened).hasValue(1);

        publisher.refresh();
        publisher.catchUpSearch();
        assertThat(search.opened).as("caught up already: nothing opened again").hasValue(1);
        store.remove(two);
        publisher.refresh();
        assertThat(publisher.searchable().orElseThrow().stateKey()).as("the last state it caught up with").isNotEqualTo(publisher.stateKey());
        publisher.catchUpSearch();
        assertThat(publisher.searchable()).map(SearchableState::stateKey).as("a revision gone").contains(publisher.stateKey());
        assertThat(search.opened).hasValue(2);
    }

    @Test
    void modelsBeyondThoseKeptForTheSearchAreIndexedAsReadAndNoneIsReadTwice() {
        Fakes.Store store = new Fakes.Store(rev("One_STIG", "1", "1"), rev("Two_STIG", "1", "1"), rev("Three_STIG", "1", "1"));
        CountingSearch search = new CountingSearch();
        CatalogPublisher publisher = new CatalogPublisher(store, Fakes.content(Fakes.READER), search, "a fake store", 1, Clock.systemUTC());
        publisher.refresh();
        assertThat(search.indexed).as("two beyond the one kept, indexed as read").hasValue(2);
        assertThat(publisher.searchable()).as("not searchable before the catch-up").isEmpty();
        store.loads.set(0);
        publisher.catchUpSearch();
        assertThat(search.indexed).as("the kept one").hasValue(3);
        assertThat(store.loads).as("nothing read again").hasValue(0);
        assertThat(publisher.state().searchable()).isTrue();
    }

    @Test
    void anEmptyStoreThatCanBeReadIsLoaded() {
        CatalogPublisher publisher = Fakes.publisher(new Fakes.Store());
        assertThat(publisher.state().loaded()).isTrue();
        assertThat(publisher.state().summary()).isEqualTo("0 benchmarks, 0 rules (0 revisions) from a fake store");
    }

    @Test
    void refreshPublishesOnlyWhatChanged() {
        Benchmark first = rev("One_STIG", "1", "1");
        Fakes.Store store = new Fakes.Store(first);
        CatalogPublisher publisher = Fakes.publisher(store);
        assertThat(publisher.refresh()).as("nothing changed").isFalse();
        store.add(rev("One_STIG", "1", "2"));
        assertThat(publisher.refresh()).isTrue();
        assertThat(servedLabel(publisher, "one-stig")).isEqualTo("V1R2");
        assertThat(publisher.state().revisions()).isEqualTo(2);
        store.remove(first);
        assertThat(publisher.refresh()).isTrue();
        assertThat(publisher.revisions(new Slug("one-stig"))).hasSize(1);
    }

    @Test
    void modelsAreLoadedOnceAndKeptWithinTheBound() {
        List<Benchmark> benchmarks = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            benchmarks.add(rev("Kept_" + i + "_STIG", "1", "1"));
        }
        Fakes.Store store = new Fakes.Store(benchmarks.toArray(Benchmark[]::new));
        CatalogPublisher publisher = Fakes.publisher(store); // keeps 8 models
        BenchmarkSummary first = publisher.summaries().getFirst();
        assertThat(publisher.model(first)).isEqualTo(benchmarks.getFirst());
        publisher.model(first);
        assertThat(store.loads).as("the second time from the cache").hasValue(1);
        publisher.summaries().forEach(publisher::model);
        assertThat(store.loads).hasValue(10);
        publisher.model(first);
        assertThat(store.loads).as("the least recently used went out of the bound of 8").hasValue(11);
    }

    @Test
    void aRevisionTheStoreNoLongerHoldsIsAnErrorNotAnEmptyBody() {
        Benchmark gone = rev("Gone_STIG", "1", "1");
        Fakes.Store store = new Fakes.Store(gone);
        CatalogPublisher publisher = Fakes.publisher(store);
        BenchmarkSummary served = publisher.summaries().getFirst();
        store.remove(gone);
        assertThatThrownBy(() -> publisher.model(served)).hasMessageContaining("no longer holds").hasMessageContaining("Gone_STIG");
    }

    @Test
    void aDocumentThatHoldsNoBenchmarkIsNotServedAndNotReadAgain() {
        Fakes.Store store = new Fakes.Store(rev("Good_STIG", "1", "1"));
        store.addUnreadable(Document.of("data-stream.xml", "<not-a-benchmark/>".getBytes(StandardCharsets.UTF_8), Instant.EPOCH));
        CatalogPublisher publisher = Fakes.publisher(store);
        assertThat(publisher.summaries()).extracting(BenchmarkSummary::benchmarkId).containsExactly("Good_STIG");
        assertThat(publisher.state().revisions()).isEqualTo(1);
        assertThat(publisher.refresh()).isFalse();
        assertThat(store.loads).as("each listed key is read once, readable or not").hasValue(0);
    }

    @Test
    void bytesThatDoNotHashToTheirKeyAreRefused() {
        Fakes.Store store = new Fakes.Store(rev("Tampered_STIG", "1", "1"));
        CatalogPublisher publisher = Fakes.publisher(store);
        store.corruptsContent = true;
        assertThatThrownBy(() -> publisher.model(publisher.summaries().getFirst()))
                .hasMessageContaining("the store gave back other bytes than it was given");
    }

    @Test
    void readersSeeWholeCatalogsWhileItRefreshes() throws Exception {
        Fakes.Store store = new Fakes.Store(rev("Base_STIG", "1", "1"));
        CatalogPublisher publisher = Fakes.publisher(store);
        AtomicBoolean writing = new AtomicBoolean(true);
        List<String> problems = new CopyOnWriteArrayList<>();
        try (ExecutorService readers = Executors.newFixedThreadPool(4)) {
            List<Future<?>> running = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                running.add(readers.submit(() -> {
                    while (writing.get()) {
                        List<BenchmarkSummary> listing = publisher.summaries();
                        if (listing.isEmpty()) {
                            problems.add("an empty listing during a refresh");
                        }
                        for (BenchmarkSummary summary : listing) {
                            if (publisher.model(summary).rules().size() != summary.ruleCount()) {
                                problems.add("listed but not whole: " + summary.slug());
                            }
                        }
                    }
                }));
            }
            for (int i = 0; i < 15; i++) {
                store.add(rev("Added_" + i + "_STIG", "1", "1"));
                publisher.refresh();
            }
            writing.set(false);
            for (Future<?> reader : running) {
                reader.get();
            }
        }
        assertThat(problems).isEmpty();
        assertThat(publisher.summaries()).hasSize(16);
    }
}
