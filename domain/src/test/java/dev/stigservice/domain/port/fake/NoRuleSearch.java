package dev.stigservice.domain.port.fake;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.port.RuleSearch;

import java.util.Collection;
import java.util.List;

/** For tests of what publishes a catalog, not of search: every search finds nothing. */
public final class NoRuleSearch implements RuleSearch {

    @Override
    public Searchable index(Benchmark revision) {
        ContentKey key = revision.summary().key();
        return () -> key;
    }

    @Override
    public Searcher over(List<Searchable> revisions) {
        return new Searcher() {
            @Override
            public SearchPage search(RuleCriteria criteria, int offset, int limit) {
                return new SearchPage(0, List.of());
            }

            @Override
            public Searcher restrictedTo(Collection<ContentKey> revisions) {
                return this;
            }
        };
    }
}
