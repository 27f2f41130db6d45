package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The lookups ask the index of the last catalog published, and nothing before the first. */
class RuleIndexerTest {

    private final Benchmark one = Fakes.revision("One_STIG", "One", "accepted", "1", "1", null, 2);
    private final Benchmark two = Fakes.revision("Two_STIG", "Two", "accepted", "1", "1", null, 1);
    private final Map<BenchmarkSummary, RuleKeys> keys = Map.of(one.summary(), RuleKeys.of(one), two.summary(), RuleKeys.of(two));
    private final RuleIndexer index = new RuleIndexer();

    @Test
    void findsNothingBeforeTheFirstCatalog() {
        assertThat(index.rulesAnswering("V-1")).isEmpty();
    }

    @Test
    void eachCatalogIndexedReplacesTheOneBefore() {
        index.index(List.of(one.summary(), two.summary()), keys::get);
        assertThat(index.rulesAnswering("V-1")).containsExactly(new IndexedRule(one.summary(), 0), new IndexedRule(two.summary(), 0));
        assertThat(index.rulesAnswering("V-2")).containsExactly(new IndexedRule(one.summary(), 1));

        index.index(List.of(two.summary()), keys::get);
        assertThat(index.rulesAnswering("V-1")).containsExactly(new IndexedRule(two.summary(), 0));
        assertThat(index.rulesAnswering("V-2")).as("gone with its revision").isEmpty();
    }
}
