package dev.stigservice.endtoend.search;

import dev.stigservice.adapter.search.LuceneRuleSearch;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.model.SearchQuery;
import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.endtoend.support.DisaOriginals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every instance over the same stored documents answers the same hits in the same order (issue 49), whatever order
 * its reading threads added the revisions in and however Lucene cut its index into segments: DISA's samples added all
 * at once on one instance, and on another in the reverse order with the index opened after each revision (a segment
 * each), then every hit of each query compared, scores' ties and all.
 */
class SameHitsOnEveryInstanceTest {

    private static final List<String> QUERIES = List.of("audit", "password", "ssh", "fips", "configuration", "system",
            "\"audit records\"", "severity:high", "account severity:medium", "must");

    @TempDir
    Path folder;

    @Test
    void twoInstancesThatIndexedInOtherOrdersAnswerTheSame() throws Exception {
        List<Benchmark> revisions = DisaOriginals.all().stream().map(DisaOriginals::model).toList();
        try (LuceneRuleSearch atOnce = LuceneRuleSearch.inNewFolderUnder(folder);
             LuceneRuleSearch oneByOne = LuceneRuleSearch.inNewFolderUnder(folder)) {
            RuleSearch.Searcher first = atOnce.over(revisions.stream().map(atOnce::index).toList());
            List<RuleSearch.Searchable> added = new ArrayList<>();
            for (Benchmark revision : revisions.reversed()) {
                added.add(oneByOne.index(revision));
                oneByOne.over(List.copyOf(added));
            }
            RuleSearch.Searcher second = oneByOne.over(added);
            for (String query : QUERIES) {
                RuleCriteria criteria = new RuleCriteria(SearchQuery.parse(query), Set.of());
                SearchPage expected = first.search(criteria, 0, 500);
                assertThat(expected.hits()).as(query).isNotEmpty();
                assertThat(second.search(criteria, 0, 500)).as(query).isEqualTo(expected);
            }
        }
    }
}
