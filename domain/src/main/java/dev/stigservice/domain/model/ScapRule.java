package dev.stigservice.domain.model;

/**
 * A rule of a SCAP benchmark and the manual STIG rule it automates.
 *
 * @param id        the SCAP rule's XCCDF id ({@code xccdf_mil.disa.stig_rule_SV-230221r1017040_rule},
 *                  {@code xccdf_org.ssgproject.content_rule_installed_OS_is_vendor_supported})
 * @param svRuleId  the manual rule's id it automates ({@code SV-230221r1017040_rule}); null when it names none
 * @param vGroupId  the manual rule's group id ({@code V-230221}); null when it names none
 */
public record ScapRule(String id, String svRuleId, String vGroupId) {

    public ScapRule {
        Text.requireText(id, "rule id");
        svRuleId = Text.blankToNull(svRuleId);
        vGroupId = Text.blankToNull(vGroupId);
    }

    /** The number every revision of the manual rule shares ({@code 230221} of {@code SV-230221r1017040_rule}); -1 when none. */
    public long ruleNumber() {
        return svRuleId == null ? -1 : RuleIds.ruleNumber(svRuleId);
    }
}
