package dev.stigservice.application.catalog;

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
class CatalogWithAFailingSearchTest {

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

    private final Fakes.Store store = new Fakes.Store(KEPT);
    private final FailingSearch search = new FailingSearch();
    private final CatalogPublisher publisher = new CatalogPublisher(store, Fakes.content(Fakes.READER), search, "a fake store", 8, Clock.systemUTC());

    @Test
    void aRevisionTheSearchCannotTakeIsServedAndTakenByTheFirstRefreshThatCan() {
        store.add(MISSED);
        search.refused.add(MISSED.benchmarkId());
        assertThat(publisher.refresh()).isTrue();
        assertThat(publisher.served(new Slug("missed-stig"))).as("served though not searchable").isPresent();
        assertThat(search.opened).containsExactly(KEPT.summary().key());
        assertThat(publisher.refresh()).as("still refused: nothing new to publish").isFalse();

        search.refused.clear();
        assertThat(publisher.refresh()).isTrue();
        assertThat(search.opened).containsExactlyInAnyOrder(KEPT.summary().key(), MISSED.summary().key());
        assertThat(publisher.refresh()).isFalse();
    }

    @Test
    void aSearchThatCannotOpenKeepsItsLastStateWhileTheCatalogChangesAndTakesEverythingInOnceItCan() {
        publisher.refresh();
        SearchableState before = publisher.searchable();
        store.add(MISSED);
        search.cannotOpen = true;
        assertThat(publisher.refresh()).isTrue();
        assertThat(publisher.served(new Slug("missed-stig"))).as("the catalog changed all the same").isPresent();
        assertThat(publisher.searchable()).as("searches answer from the last state the search opened, under its key").isSameAs(before);
        assertThat(before.stateKey()).isNotEqualTo(publisher.stateKey());

        search.cannotOpen = false;
        int indexedBefore = search.indexed.get();
        assertThat(publisher.refresh()).isTrue();
        assertThat(search.indexed.get() - indexedBefore).as("every revision given to the search again").isEqualTo(2);
        assertThat(search.opened).containsExactlyInAnyOrder(KEPT.summary().key(), MISSED.summary().key());
        assertThat(publisher.searchable().stateKey()).isEqualTo(publisher.stateKey());
        assertThat(publisher.refresh()).isFalse();
    }
}
