package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StigUpgradeTest {

    private static Rule rule(String group, String ruleId, String title, String check, String fix) {
        return new Rule(group, "SRG-1", ruleId, "X" + group, Severity.MEDIUM, "10.0", title, RuleDescription.EMPTY, List.of(),
                List.of(), new Check(null, null, check), new Fix(null, fix));
    }

    private static Benchmark benchmark(String release, Rule... rules) {
        return new Benchmark("Demo_STIG", "Demo STIG", null, null, null, new Revision("1", release, null),
                "Release: " + release + " Benchmark Date: 01 Jan 2026", null, new SourceFile("demo.xml", "a".repeat(63) + release),
                List.of(), List.of(rules));
    }

    /** A review as STIG Viewer 3 lets one be, its texts marked: a carried review keeps the markings, a reset one drops both texts and marks. */
    private static final Review OPEN = new Review(ReviewStatus.OPEN, "found it", "ticket 7", Severity.LOW, "firewall", "CUI", "CUI//SP-PRVCY");

    @Test
    void aReviewIsCarriedExactlyWhenCheckAndFixAreUnchanged() {
        Benchmark older = benchmark("1",
                rule("V-1", "SV-1r1_rule", "One", "Check one.", "Fix one."),
                rule("V-2", "SV-2r1_rule", "Two", "Check two.", "Fix two."),
                rule("V-3", "SV-3r1_rule", "Three", "Check three.", "Fix three."),
                rule("V-4", "SV-4r1_rule", "Four", "Check four.", "Fix four."));
        Benchmark newer = benchmark("2",
                rule("V-1", "SV-1r2_rule", "One, retitled", "Check one.", "Fix one."), // title and id changed: carried
                rule("V-2", "SV-2r2_rule", "Two", "Check two, edited.", "Fix two."), // check changed: reset
                rule("V-3", "SV-3r1_rule", "Three", "Check three.", "Fix three, edited."), // fix changed: reset
                rule("V-5", "SV-5r1_rule", "Five", "Check five.", "Fix five.")); // added; V-4 removed
        ChecklistStig checklist = reviewed(ChecklistStig.blank(older), OPEN);

        StigUpgrade upgrade = StigUpgrade.of(checklist, newer);

        assertThat(upgrade.from()).isEqualTo("V1R1");
        assertThat(upgrade.to()).isEqualTo("V1R2");
        assertThat(upgrade.carried()).containsExactly("SV-1r2_rule");
        assertThat(upgrade.reset()).containsExactly(
                new StigUpgrade.Reset("SV-2r2_rule", "SV-2r1_rule", List.of("checkContent", "ruleId"), ReviewStatus.OPEN),
                new StigUpgrade.Reset("SV-3r1_rule", "SV-3r1_rule", List.of("fixText"), ReviewStatus.OPEN));
        assertThat(upgrade.added()).containsExactly("SV-5r1_rule");
        assertThat(upgrade.removed()).containsExactly("SV-4r1_rule");
        List<ReviewedRule> rules = upgrade.upgraded().rules();
        assertThat(rules).extracting(reviewed -> reviewed.rule().ruleId()).containsExactly("SV-1r2_rule", "SV-2r2_rule", "SV-3r1_rule", "SV-5r1_rule");
        assertThat(rules.get(0).review()).isEqualTo(OPEN);
        assertThat(rules.get(1).review()).isEqualTo(Review.reset(
                "Not carried to this revision: checkContent, ruleId changed since V1R1; the review was Open."));
        assertThat(rules.get(2).review().comments()).isEqualTo("Not carried to this revision: fixText changed since V1R1; the review was Open.");
        assertThat(rules.get(3).review()).isEqualTo(Review.BLANK);
        assertThat(upgrade.upgraded().revision().label()).isEqualTo("V1R2");
        assertThat(upgrade.upgraded().uuid()).isEqualTo(ChecklistStig.blank(newer).uuid());
    }

    @Test
    void theChecklistsOwnTextDecidesNotTheStoredRevisions() {
        Benchmark stored = benchmark("1", rule("V-1", "SV-1r1_rule", "One", "Check one.", "Fix one."));
        ChecklistStig handEdited = reviewed(ChecklistStig.blank(benchmark("1", rule("V-1", "SV-1r1_rule", "One", "Check one (local copy).", "Fix one."))), OPEN);

        assertThat(StigUpgrade.of(handEdited, stored).reset()).extracting(StigUpgrade.Reset::changed).containsExactly(List.of("checkContent"));
    }

    @Test
    void aVersionTheChecklistStatesIsNamedOnlyWhenItIsARevisionLabel() {
        Benchmark older = benchmark("1", rule("V-1", "SV-1r1_rule", "One", "Check one.", "Fix one."));
        Benchmark newer = benchmark("2", rule("V-1", "SV-1r1_rule", "One", "Check one, edited.", "Fix one."));
        for (String version : List.of("1<script>", "9".repeat(40_000))) { // an upload's text: not echoed, and no note past the bound
            ChecklistStig stated = reviewed(ChecklistStig.blank(older), OPEN);
            ChecklistStig edited = new ChecklistStig(stated.benchmarkId(), stated.title(), stated.description(),
                    new Revision(version, "1", null), stated.releaseInfo(), stated.fileName(), stated.uuid(), null, null, stated.rules());

            StigUpgrade upgrade = StigUpgrade.of(edited, newer);

            assertThat(upgrade.from()).isNull();
            assertThat(upgrade.upgraded().rules().getFirst().review().comments())
                    .isEqualTo("Not carried to this revision: checkContent changed; the review was Open.");
        }
    }

    @Test
    void aBlankChecklistIsTheSameForTheSameRevision() {
        Benchmark benchmark = benchmark("3", rule("V-1", "SV-1r1_rule", "One", "Check one.", "Fix one."));

        assertThat(ChecklistStig.blank(benchmark)).isEqualTo(ChecklistStig.blank(benchmark));
        assertThat(ChecklistStig.blank(benchmark).rules()).extracting(ReviewedRule::review).containsOnly(Review.BLANK);
        assertThat(ChecklistStig.blank(benchmark).uuid()).isNotEqualTo(ChecklistStig.blank(benchmark("4", benchmark.rules().getFirst())).uuid());
    }

    @Test
    void theAssetACallerDescribesIsValidatedFieldByField() {
        assertThat(ChecklistAsset.described("web <01> & ü", "web01.example.mil", "2001:db8::1", "00:1a:2b:3c:4d:5e", "Workstation").hostName())
                .isEqualTo("web <01> & ü");
        assertThat(ChecklistAsset.described(null, null, null, null, null)).isEqualTo(ChecklistAsset.NONE);
        assertThatThrownBy(() -> ChecklistAsset.described("a\nb", null, null, null, null)).hasMessage("host holds a control character");
        assertThatThrownBy(() -> ChecklistAsset.described(null, "bad name", null, null, null)).hasMessage("fqdn must be a DNS name");
        assertThatThrownBy(() -> ChecklistAsset.described(null, null, "10.0.0", null, null)).hasMessage("ip must be an IPv4 or IPv6 address");
        assertThatThrownBy(() -> ChecklistAsset.described(null, null, null, "00:11", null)).hasMessageStartingWith("mac must be");
        assertThatThrownBy(() -> ChecklistAsset.described(null, null, null, null, "root")).hasMessageStartingWith("role must be one of");
    }

    @Test
    void aReviewIsBoundedLikeStigViewersFields() {
        assertThatThrownBy(() -> new Review(ReviewStatus.OPEN, "d".repeat(32_768), null, null, null))
                .hasMessage("finding details is longer than 32767 characters");
        assertThatThrownBy(() -> new Review(ReviewStatus.OPEN, null, "nul\u0000", null, null)).hasMessage("comments holds a control character");
        assertThat(new Review(ReviewStatus.OPEN, "two\nlines\tand a tab", null, null, null).findingDetails()).contains("\n");
    }

    private static ChecklistStig reviewed(ChecklistStig blank, Review review) {
        return blank.withRules(blank.rules().stream().map(rule -> new ReviewedRule(rule.rule(), review)).toList());
    }
}
