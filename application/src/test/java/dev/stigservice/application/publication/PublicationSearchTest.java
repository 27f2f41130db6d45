package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.domain.port.fake.NoRuleSearch;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search catching up with the publication, one behind: from the models the refresh read (none
 * parsed twice), or read again from the store. A search that fails is {@link PublicationWithAFailingSearchTest}'s.
 */
class PublicationSearchTest {

    private static Benchmark rev(String id, String version, String release) {
        return Fakes.revision(id, id.replace('_', ' ') + " Security Technical Implementation Guide", "accepted", version, release, null, 1);
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
        Fakes.Catalog catalog = Fakes.catalog(store, Fakes.content(Fakes.READER), search, 8, Clock.systemUTC());
        CatalogPublisher publisher = catalog.publisher();
        assertThat(publisher.refresh()).isTrue();
        assertThat(catalog.published().summaries()).as("served").hasSize(2);
        assertThat(catalog.search().searchable()).as("not searchable yet").isEmpty();
        assertThat(catalog.readiness().state().searchable()).isFalse();

        store.loads.set(0);
        publisher.catchUpSearch();
        assertThat(catalog.search().searchable()).map(SearchableState::stateKey).contains(catalog.published().stateKey());
        assertThat(catalog.readiness().state().searchable()).isTrue();
        assertThat(store.loads).as("the search took the models the refresh read").hasValue(0);
        assertThat(search.opened).hasValue(1);

        publisher.refresh();
        publisher.catchUpSearch();
        assertThat(search.opened).as("caught up already: nothing opened again").hasValue(1);
        store.remove(two);
        publisher.refresh();
        assertThat(catalog.search().searchable().orElseThrow().stateKey()).as("the last state it caught up with").isNotEqualTo(catalog.published().stateKey());
        publisher.catchUpSearch();
        assertThat(catalog.search().searchable()).map(SearchableState::stateKey).as("a revision gone").contains(catalog.published().stateKey());
        assertThat(search.opened).hasValue(2);
    }

    @Test
    void modelsBeyondThoseKeptForTheSearchAreIndexedAsReadAndNoneIsReadTwice() {
        Fakes.Store store = new Fakes.Store(rev("One_STIG", "1", "1"), rev("Two_STIG", "1", "1"), rev("Three_STIG", "1", "1"));
        CountingSearch search = new CountingSearch();
        Fakes.Catalog catalog = Fakes.catalog(store, Fakes.content(Fakes.READER), search, 1, Clock.systemUTC());
        catalog.publisher().refresh();
        assertThat(search.indexed).as("two beyond the one kept, indexed as read").hasValue(2);
        assertThat(catalog.search().searchable()).as("not searchable before the catch-up").isEmpty();
        store.loads.set(0);
        catalog.publisher().catchUpSearch();
        assertThat(search.indexed).as("the kept one").hasValue(3);
        assertThat(store.loads).as("nothing read again").hasValue(0);
        assertThat(catalog.readiness().state().searchable()).isTrue();
    }

    @Test
    void everyStoredRevisionNoRefreshHandedOverIsReadAgainOnce() {
        Benchmark older = rev("One_STIG", "1", "1");
        Benchmark newer = rev("One_STIG", "1", "2");
        Fakes.Store store = new Fakes.Store(older, newer);
        CountingSearch counting = new CountingSearch();
        PublicationSearch search = new PublicationSearch(counting, new StoredDocuments(store, Fakes.content(Fakes.READER), "a fake store"),
                Clock.systemUTC(), 8);
        List<BenchmarkSummary> revisions = List.of(older.summary(), newer.summary());
        Publication published = Publication.of(revisions, revisions.stream().map(BenchmarkSummary::key).toList(), List.of(), List.of(),
                List.of(), List.of(), revision -> new long[0], revision -> java.util.Set.of());
        search.catchUp(published);
        assertThat(store.loads).as("each stored revision read once").hasValue(2);
        assertThat(search.searchable()).map(SearchableState::stateKey).contains(published.stateKey());
        assertThat(counting.indexed).as("the served revision and the older one stored").hasValue(2);
        search.catchUp(published);
        assertThat(store.loads).as("caught up already").hasValue(2);
        assertThat(counting.opened).hasValue(1);
    }
}
