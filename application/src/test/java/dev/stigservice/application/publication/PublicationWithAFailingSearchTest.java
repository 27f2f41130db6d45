package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.domain.port.fake.NoRuleSearch;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A search that fails (its index on a full disk, say) never keeps a benchmark from being served, and the search takes
 * in what it missed once it can: the publisher's promise for every search, against a search that fails on demand.
 */
class PublicationWithAFailingSearchTest {

    private static final Benchmark KEPT = Fakes.benchmark("Kept_STIG", "Kept STIG", "1", "1");
    private static final Benchmark MISSED = Fakes.benchmark("Missed_STIG", "Missed STIG", "1", "1");

    /** Indexes nothing it is told to refuse, and opens nothing while it cannot; remembers what it last opened. */
    private static final class FailingSearch implements RuleSearch {
        final Set<String> refused = ConcurrentHashMap.newKeySet();
        volatile boolean cannotOpen;
        final AtomicInteger indexed = new AtomicInteger();
        volatile Set<ContentKey> opened = Set.of();

        @Override
        public Searchable index(Benchmark revision) {
            if (refused.contains(revision.benchmarkId())) {
                throw new UncheckedIOException(new IOException("No space left on device"));
            }
            indexed.incrementAndGet();
            ContentKey key = revision.summary().key();
            return () -> key;
        }

        @Override
        public Searcher over(List<Searchable> revisions) {
            if (cannotOpen) {
                throw new UncheckedIOException(new IOException("No space left on device"));
            }
            opened = revisions.stream().map(Searchable::key).collect(Collectors.toSet());
            return new NoRuleSearch().over(revisions);
        }
    }

    /** A clock the test moves. */
    private static final class Hands extends Clock {
        Instant now = Instant.parse("2026-11-25T12:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private final Fakes.Store store = new Fakes.Store(KEPT);
    private final FailingSearch search = new FailingSearch();
    private final Hands clock = new Hands();
    private final Fakes.Catalog catalog = Fakes.catalog(store, Fakes.content(Fakes.READER), search, 8, clock);
    private final CatalogPublisher publisher = catalog.publisher();

    /** A refresh as the service's schedule runs it: the catalog published, then the search caught up. */
    private boolean refresh() {
        boolean published = publisher.refresh();
        publisher.catchUpSearch();
        return published;
    }

    @Test
    void aRevisionTheSearchCannotTakeIsServedAndGivenAgainLessOftenWhileItFails() {
        store.add(MISSED);
        search.refused.add(MISSED.benchmarkId());
        assertThat(refresh()).isTrue();
        assertThat(catalog.published().served(new Slug("missed-stig"))).as("served though not searchable").isPresent();
        assertThat(search.opened).containsExactly(KEPT.summary().key());

        store.loads.set(0);
        clock.now = clock.now.plus(RetryWait.FIRST).minusSeconds(1);
        assertThat(refresh()).as("too early to try again: nothing read, nothing new").isFalse();
        assertThat(store.loads).hasValue(0);
        clock.now = clock.now.plusSeconds(1);
        assertThat(refresh()).as("tried again, still refused").isFalse();
        assertThat(store.loads).hasValue(1);
        clock.now = clock.now.plus(RetryWait.FIRST);
        assertThat(refresh()).isFalse();
        assertThat(store.loads).as("the wait doubled").hasValue(1);

        assertThat(catalog.search().searchable().orElseThrow().stateKey()).as("an answer without it is not kept as the catalog's")
                .isNotEqualTo(catalog.published().stateKey());
        assertThat(catalog.readiness().state().searchable()).isFalse();

        search.refused.clear();
        clock.now = clock.now.plus(RetryWait.FIRST);
        assertThat(refresh()).as("the catalog is the same").isFalse();
        assertThat(search.opened).containsExactlyInAnyOrder(KEPT.summary().key(), MISSED.summary().key());
        assertThat(catalog.search().searchable().orElseThrow().stateKey()).isEqualTo(catalog.published().stateKey());
        assertThat(catalog.readiness().state().searchable()).isTrue();
        store.loads.set(0);
        refresh();
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void aSearchThatCannotOpenKeepsItsLastStateWhileTheCatalogChangesAndIsGivenEverythingOnceItCan() {
        refresh();
        SearchableState before = catalog.search().searchable().orElseThrow();
        store.add(MISSED);
        search.cannotOpen = true;
        assertThat(refresh()).isTrue();
        assertThat(catalog.published().served(new Slug("missed-stig"))).as("the catalog changed all the same").isPresent();
        assertThat(catalog.search().searchable()).as("searches answer from the last state the search opened, under its key").containsSame(before);
        assertThat(before.stateKey()).isNotEqualTo(catalog.published().stateKey());

        search.cannotOpen = false;
        int indexedBefore = search.indexed.get();
        assertThat(refresh()).as("before the wait is over").isFalse();
        clock.now = clock.now.plus(RetryWait.FIRST);
        assertThat(refresh()).as("the catalog is the same").isFalse();
        assertThat(search.indexed.get() - indexedBefore).as("every revision given to the search again").isEqualTo(2);
        assertThat(search.opened).containsExactlyInAnyOrder(KEPT.summary().key(), MISSED.summary().key());
        assertThat(catalog.search().searchable().orElseThrow().stateKey()).isEqualTo(catalog.published().stateKey());
        int indexedAfter = search.indexed.get();
        refresh();
        assertThat(search.indexed).as("nothing given twice").hasValue(indexedAfter);
    }
}
