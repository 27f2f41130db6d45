package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.SearchPage;

import java.util.Collection;
import java.util.List;

/**
 * Full-text search over rules. A revision is made searchable once, after the catalog that brought it was published, or
 * as it is read when more revisions arrive at once than the core keeps in memory for this; the searchable revisions of a
 * publication are then put together into one index and swapped in (the served revisions are searched in that same
 * index, restricted to them); a request only searches.
 */
public interface RuleSearch {

    /**
     * One revision's rules made searchable: their titles, discussions, checks and fixes, ids, severities and CCIs.
     *
     * @throws RuntimeException when the index cannot take them (its storage failed: a full disk): the catalog serves the
     *                          revision all the same and gives it again later
     */
    Searchable index(Benchmark revision);

    /**
     * A searcher over the given revisions, put together now: the same revisions give the same hits in the same order,
     * on any instance, whatever order they are given in or were indexed in. A revision may be given to any number of
     * searchers of the search that indexed it.
     *
     * @throws RuntimeException when the index cannot be opened, or no longer holds a revision given (a search may start
     *                          an empty index after its storage failed): the catalog keeps its searchers of the last
     *                          state and gives every revision again later
     */
    Searcher over(List<Searchable> revisions);

    /** One revision as an index holds it. */
    interface Searchable {
        ContentKey key();
    }

    interface Searcher {

        /**
         * The hits from {@code offset}, at most {@code limit}, best first (ties in slug, revision and rule order).
         */
        SearchPage search(RuleCriteria criteria, int offset, int limit);

        /** This searcher's index searched only in the given revisions (those of them it holds), with nothing put together again. */
        Searcher restrictedTo(Collection<ContentKey> revisions);
    }
}
