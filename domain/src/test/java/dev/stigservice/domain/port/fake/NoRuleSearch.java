package dev.stigservice.domain.port.fake;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.port.RuleSearch;

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
        return (criteria, offset, limit) -> new SearchPage(0, List.of());
    }
}
