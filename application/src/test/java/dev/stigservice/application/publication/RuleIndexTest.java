package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RuleIndexTest {

    private final Benchmark older = Fakes.revision("One_STIG", "One", "accepted", "1", "1", null, 3);
    private final Benchmark newer = Fakes.revision("One_STIG", "One", "accepted", "1", "2", null, 2);
    private final Benchmark other = Fakes.revision("Two_STIG", "Two", "accepted", "1", "1", null, 1);
    private final Map<BenchmarkSummary, RuleKeys> keys = Map.of(newer.summary(), RuleKeys.of(newer),
            older.summary(), RuleKeys.of(older), other.summary(), RuleKeys.of(other));
    private final RuleIndex index = RuleIndex.of(List.of(newer.summary(), older.summary(), other.summary()), keys::get);

    @Test
    void anIdFindsEveryRuleAnsweringToItInTheOrderOfTheRevisionsGiven() {
        assertThat(index.rules("V-1")).containsExactly(new IndexedRule(newer.summary(), 0), new IndexedRule(older.summary(), 0),
                new IndexedRule(other.summary(), 0));
        assertThat(index.rules("V-3")).containsExactly(new IndexedRule(older.summary(), 2));
        assertThat(index.rules("SV-2R1_RULE")).containsExactly(new IndexedRule(newer.summary(), 1), new IndexedRule(older.summary(), 1));
    }

    @Test
    void everyKindOfIdAndEveryCciIsIndexedOncePerRule() {
        assertThat(index.rules("SV-2")).hasSize(2);
        assertThat(index.rules("X-2")).hasSize(2);
        assertThat(index.rules("CCI-000366")).hasSize(6);
        assertThat(index.keys()).as("V-, SV-...r1_rule, SV- and X- of three numbers (SRG-1 is no SRG id), and one CCI").hasSize(3 * 4 + 1);
    }

    @Test
    void anIdNoRuleHasFindsNothing() {
        assertThat(index.rules("V-4")).isEmpty();
        assertThat(index.rules("v-1")).as("keys are upper case, as RuleIds.key makes them").isEmpty();
        assertThat(RuleIndex.EMPTY.rules("V-1")).isEmpty();
    }
}
