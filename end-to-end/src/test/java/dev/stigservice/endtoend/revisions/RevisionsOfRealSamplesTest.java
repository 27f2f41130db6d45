package dev.stigservice.endtoend.revisions;

import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.NextRevision;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.FieldChange;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.RevisionComparison;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every shared sample against a next revision derived from it by this fixture, with one change of each kind: a rule
 * removed, one added, a check text edited under the same rule id, a rule id bumped with identical content, a severity
 * changed, a CCI added and a profile's selection changed ({@link NextRevision#of}). The comparison must report exactly these,
 * in order. The release feed's test serves the same fixture as files.
 */
class RevisionsOfRealSamplesTest {

    @TestFactory
    Stream<DynamicTest> everyKindOfChangeIsReportedExactlyOnEverySample() throws Exception {
        return DisaOriginals.tests(originals -> originals.stream().filter(original -> original.model().rules().size() >= 6)
                .map(original -> DynamicTest.dynamicTest(original.name(), () -> {
                    Benchmark older = original.model();
                    Benchmark newer = NextRevision.of(older);
                    List<Rule> rules = newer.rules();
                    Rule removed = older.rules().get(5);
                    Severity other = rules.get(2).severity();

                    BenchmarkChanges changes = RevisionComparison.compare(older, newer);

                    assertThat(changes.rules()).extracting(change -> change.kind() + " " + change.rule().ruleId()).containsExactly(
                            "CHANGED " + rules.get(0).ruleId(), "IDS_CHANGED " + rules.get(1).ruleId(),
                            "CHANGED " + rules.get(2).ruleId(), "CHANGED " + rules.get(3).ruleId(),
                            "ADDED SV-999999r1_rule", "REMOVED " + removed.ruleId());
                    assertThat(ChangeCounts.of(changes)).isEqualTo(NextRevision.CHANGES);
                    assertThat(changes.rules().get(0).changes()).extracting(FieldChange::field).containsExactly("checkContent");
                    assertThat(changes.rules().get(1).changes()).extracting(FieldChange::field).containsExactly("ruleId");
                    assertThat(changes.rules().get(2).changes()).containsExactly(new FieldChange("severity",
                            older.rules().get(2).severity() == null ? null : older.rules().get(2).severity().code(), other.code()));
                    assertThat(changes.rules().get(3).changes()).extracting(FieldChange::field).containsExactly("ccis");
                    assertThat(changes.rules().get(3).changes().getFirst().after()).endsWith("CCI-999999");
                    if (!older.profiles().isEmpty()) {
                        assertThat(changes.benchmark()).extracting(FieldChange::field).containsExactly("profile " + older.profiles().getFirst().id());
                    }
                })));
    }
}
