package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class RuleIdsTest {

    private static Rule rule(String groupId, String groupTitle, String ruleId, String stigId, String... idents) {
        List<Ident> all = new java.util.ArrayList<>();
        for (String ident : idents) {
            all.add(ident.startsWith("CCI-") ? new Ident(Ident.CCI_SYSTEM, ident) : new Ident(Ident.LEGACY_SYSTEM, ident));
        }
        return new Rule(groupId, groupTitle, ruleId, stigId, Severity.MEDIUM, "10.0", "A rule", null, List.of(), all, null, null);
    }

    @Test
    void everyRevisionOfARuleSharesOneKeyAsACklOrACklbWritesItsId() {
        assertThat(RuleIds.revisionFreeKey("SV-253254r828855_rule")).isEqualTo("SV-253254");
        assertThat(RuleIds.revisionFreeKey("SV-253254r991589_rule")).isEqualTo("SV-253254");
        assertThat(RuleIds.revisionFreeKey(" sv-253254r828855 ")).isEqualTo("SV-253254");
        assertThat(RuleIds.revisionFreeKey("V-253254")).as("not a rule id: as it is").isEqualTo("V-253254");
    }

    @Test
    void aRuleAnswersToItsGroupRuleNumberStigLegacyAndSrgIds() {
        Rule rule = rule("V-257777", "SRG-OS-000480-GPOS-00227", "SV-257777r1044832_rule", "RHEL-09-211010",
                "V-92975", "SV-103063", "CCI-000366");

        assertThat(RuleIds.of(rule)).containsExactly(
                new RuleIds.Key("V-257777", RuleIdKind.GROUP_ID),
                new RuleIds.Key("SV-257777R1044832_RULE", RuleIdKind.RULE_ID),
                new RuleIds.Key("SV-257777", RuleIdKind.RULE_NUMBER),
                new RuleIds.Key("RHEL-09-211010", RuleIdKind.STIG_ID),
                new RuleIds.Key("V-92975", RuleIdKind.LEGACY_ID),
                new RuleIds.Key("SV-103063", RuleIdKind.LEGACY_ID),
                new RuleIds.Key("SRG-OS-000480-GPOS-00227", RuleIdKind.SRG_ID));
    }

    @Test
    void aGroupTitleThatIsNoSrgIdAndARuleIdWithoutSuffixAddNothing() {
        Rule rule = rule("V-1", "Zone file contains invalid NS records.", "DNS0001", "DNS0001");

        assertThat(RuleIds.of(rule)).extracting(RuleIds.Key::kind)
                .containsExactly(RuleIdKind.GROUP_ID, RuleIdKind.RULE_ID, RuleIdKind.STIG_ID);
    }

    @Test
    void anSrgsStigIdIsAlsoItsSrgIdAndBothKindsAreReported() {
        Rule rule = rule("V-203591", "SRG-OS-000001-GPOS-00001", "SV-203591r557031_rule", "SRG-OS-000001-GPOS-00001");

        assertThat(RuleIds.kindsOf(rule, "SRG-OS-000001-GPOS-00001")).isEqualTo(Set.of(RuleIdKind.STIG_ID, RuleIdKind.SRG_ID));
        assertThat(RuleIds.kindsOf(rule, "V-203592")).isEmpty();
    }

    @Test
    void idsAreComparedInAnyCase() {
        Rule rule = rule("V-257777", null, "SV-257777r1044832_rule", "RHEL-09-211010");

        assertThat(RuleIds.lookupKey("rhel-09-211010")).contains("RHEL-09-211010");
        assertThat(RuleIds.kindsOf(rule, RuleIds.lookupKey("sv-257777r1044832_RULE").orElseThrow())).containsExactly(RuleIdKind.RULE_ID);
    }

    @Test
    void aStigIdWithSpacesHasAKnownShape() {
        assertThat(RuleIds.lookupKey("DTOO104 - Outlook")).contains("DTOO104 - OUTLOOK");
    }

    @Test
    void idsOfNoKnownShapeAndCcisAreNotRuleIds() {
        assertThat(RuleIds.lookupKey(null)).isEmpty();
        assertThat(RuleIds.lookupKey("")).isEmpty();
        assertThat(RuleIds.lookupKey("../etc/passwd")).isEmpty();
        assertThat(RuleIds.lookupKey("V-1\u0000")).isEmpty();
        assertThat(RuleIds.lookupKey("V-1\n")).isEmpty();
        assertThat(RuleIds.lookupKey(" V-1")).isEmpty();
        assertThat(RuleIds.lookupKey("<script>")).isEmpty();
        assertThat(RuleIds.lookupKey("A".repeat(129))).isEmpty();
        assertThat(RuleIds.lookupKey("A".repeat(128))).isPresent();
        assertThat(RuleIds.lookupKey("cci-000366")).isEmpty();
        assertThat(RuleIds.isCci("cci-000366")).isTrue();
        assertThat(RuleIds.isCci("CCI-00036")).isFalse();
    }
}
