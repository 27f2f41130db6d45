package dev.stigservice.domain.model;

/** Which of a rule's ids a looked-up id matched, by the name the lookup answer gives it. */
public enum RuleIdKind {
    /** {@code V-257777}, DISA's Vuln ID (the XCCDF Group id). */
    GROUP_ID("groupId"),
    /** {@code SV-257777r1044832_rule}. */
    RULE_ID("ruleId"),
    /** {@code SV-257777}: the rule id without the revision suffix DISA bumps on every edit. */
    RULE_NUMBER("ruleIdWithoutRevision"),
    /** {@code RHEL-09-211010}, the rule's {@code version}. */
    STIG_ID("stigId"),
    /** An older V-/SV- id DISA lists under its legacy ident system. */
    LEGACY_ID("legacyId"),
    /** {@code SRG-OS-000480-GPOS-00227}: the requirement of a Security Requirements Guide, a STIG's group title. */
    SRG_ID("srgId");

    private final String jsonName;

    RuleIdKind(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }
}
