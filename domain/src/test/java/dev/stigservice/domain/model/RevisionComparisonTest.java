package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RevisionComparisonTest {

    private static Rule rule(String group, String ruleId, String stigId, Severity severity, String check, String... ccis) {
        return new Rule(group, "SRG-1", ruleId, stigId, severity, "10.0", "Title of " + stigId, RuleDescription.EMPTY, List.of(),
                java.util.Arrays.stream(ccis).map(cci -> new Ident(Ident.CCI_SYSTEM, cci)).toList(), new Check("C-1", null, check), Fix.NONE);
    }

    private static Benchmark benchmark(String release, List<Profile> profiles, Rule... rules) {
        return new Benchmark("X_STIG", "X STIG", null, new BenchmarkStatus("accepted", null), null,
                new Revision("1", release, LocalDate.of(2026, 1, Integer.parseInt(release))), null, null,
                new SourceFile("x-" + release + ".xml", Sha256.hex(release.getBytes())), profiles, List.of(rules));
    }

    @Test
    void everyKindOfChangeIsReportedExactlyInOrder() {
        Benchmark older = benchmark("1", List.of(new Profile("MAC-1", null, null, List.of("V-1", "V-2", "V-3"))),
                rule("V-1", "SV-1r1_rule", "X-1", Severity.HIGH, "Check one."),
                rule("V-2", "SV-2r1_rule", "X-2", Severity.MEDIUM, "Check two.", "CCI-000001"),
                rule("V-3", "SV-3r1_rule", "X-3", Severity.LOW, "Check three."),
                rule("V-4", "SV-4r1_rule", "X-4", Severity.LOW, "Check four."),
                rule("V-5", "SV-5r1_rule", "X-5", Severity.LOW, "Check five."));
        Benchmark newer = benchmark("2", List.of(new Profile("MAC-1", null, null, List.of("V-1", "V-2", "V-6"))),
                rule("V-6", "SV-6r1_rule", "X-6", Severity.LOW, "Check six."),                      // added
                rule("V-1", "SV-1r2_rule", "X-1", Severity.HIGH, "Check one, edited."),            // check edited, id bumped
                rule("V-2", "SV-2r1_rule", "X-2", Severity.HIGH, "Check two.", "CCI-000001", "CCI-000002"), // severity, CCI
                rule("V-3", "SV-3r2_rule", "X-3", Severity.LOW, "Check three."),                    // id bumped only
                rule("V-4", "SV-4r1_rule", "X-4", Severity.LOW, "Check four."));                    // unchanged; V-5 removed

        BenchmarkChanges changes = RevisionComparison.compare(older, newer);

        assertThat(changes.rules()).extracting(change -> change.kind() + " " + change.rule().ruleId()).containsExactly(
                "ADDED SV-6r1_rule", "CHANGED SV-1r2_rule", "CHANGED SV-2r1_rule", "IDS_CHANGED SV-3r2_rule", "REMOVED SV-5r1_rule");
        assertThat(changes.rules().get(1).changes()).containsExactly(
                new FieldChange("checkContent", "Check one.", "Check one, edited."),
                new FieldChange("ruleId", "SV-1r1_rule", "SV-1r2_rule"));
        assertThat(changes.rules().get(2).changes()).containsExactly(
                new FieldChange("severity", "medium", "high"),
                new FieldChange("ccis", "CCI-000001", "CCI-000001\nCCI-000002"));
        assertThat(changes.rules().get(3).changes()).containsExactly(new FieldChange("ruleId", "SV-3r1_rule", "SV-3r2_rule"));
        assertThat(changes.benchmark()).containsExactly(new FieldChange("profile MAC-1", "V-1\nV-2\nV-3", "V-1\nV-2\nV-6"));
        assertThat(ChangeCounts.of(changes)).isEqualTo(new ChangeCounts(1, 1, 2, 1));
    }

    @Test
    void aRenumberedGroupIsMatchedByRuleNumberThenByStigId() {
        Benchmark older = benchmark("1", List.of(), rule("V-1", "SV-1r1_rule", "X-1", Severity.HIGH, "A."),
                rule("V-2", "SV-2r1_rule", "X-2", Severity.HIGH, "B."));
        Benchmark newer = benchmark("2", List.of(), rule("V-10", "SV-1r3_rule", "X-1", Severity.HIGH, "A."),
                rule("V-20", "SV-20r1_rule", "X-2", Severity.HIGH, "B."));

        assertThat(RevisionComparison.compare(older, newer).rules())
                .extracting(change -> change.kind() + " " + change.before().ruleId() + " -> " + change.after().ruleId())
                .containsExactly("IDS_CHANGED SV-1r1_rule -> SV-1r3_rule", "IDS_CHANGED SV-2r1_rule -> SV-20r1_rule");
    }

    @Test
    void aRevisionComparedWithItselfHasNoChanges() {
        Benchmark same = benchmark("1", List.of(), rule("V-1", "SV-1r1_rule", "X-1", Severity.HIGH, "A."));
        BenchmarkChanges changes = RevisionComparison.compare(same, same);
        assertThat(changes.rules()).isEmpty();
        assertThat(changes.benchmark()).isEmpty();
    }

    @Test
    void theRuleNumberDropsOnlyTheRevisionSuffix() {
        assertThat(RevisionComparison.ruleNumber("SV-257777r1044832_rule")).isEqualTo("SV-257777");
        assertThat(RevisionComparison.ruleNumber("SV-257777")).isEqualTo("SV-257777");
        assertThat(RevisionComparison.ruleNumber("xccdf_mil.disa_rule_1")).as("no suffix, nothing dropped").isEqualTo("xccdf_mil.disa_rule_1");
    }
}
