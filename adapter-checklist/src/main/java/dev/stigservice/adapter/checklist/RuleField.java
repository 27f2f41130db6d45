package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.DublinCore;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Reference;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.Severity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The text fields of a rule in a checklist, in STIG Viewer's order, by their names in both formats: a CKL's
 * {@code VULN_ATTRIBUTE} and a CKLB's key. The one table both writers and both readers use, so the formats cannot
 * drift apart. docs/export-formats.md lists it.
 */
enum RuleField {
    GROUP_ID("Vuln_Num", "group_id", Rule::groupId),
    SEVERITY("Severity", "severity", rule -> rule.severity() == null ? StigViewer.SEVERITY_WHEN_NONE : rule.severity().code()),
    /** A CKLB keeps the group's title in {@code group_tree}; its {@code group_title} holds the rule's title. */
    GROUP_TITLE("Group_Title", null, Rule::groupTitle),
    RULE_ID("Rule_ID", "rule_id_src", Rule::ruleId),
    STIG_ID("Rule_Ver", "rule_version", Rule::stigId),
    TITLE("Rule_Title", "rule_title", Rule::title),
    DISCUSSION("Vuln_Discuss", "discussion", rule -> rule.description().discussion()),
    IA_CONTROLS("IA_Controls", "ia_controls", rule -> lines(rule.description().iaControls())),
    CHECK_CONTENT("Check_Content", "check_content", rule -> rule.check().content()),
    FIX_TEXT("Fix_Text", "fix_text", rule -> rule.fix().text()),
    FALSE_POSITIVES("False_Positives", "false_positives", rule -> rule.description().falsePositives()),
    FALSE_NEGATIVES("False_Negatives", "false_negatives", rule -> rule.description().falseNegatives()),
    DOCUMENTABLE("Documentable", "documentable", rule -> rule.description().documentable()),
    MITIGATIONS("Mitigations", "mitigations", rule -> rule.description().mitigations()),
    POTENTIAL_IMPACT("Potential_Impact", "potential_impacts", rule -> rule.description().potentialImpacts()),
    THIRD_PARTY_TOOLS("Third_Party_Tools", "third_party_tools", rule -> rule.description().thirdPartyTools()),
    MITIGATION_CONTROL("Mitigation_Control", "mitigation_control", rule -> rule.description().mitigationControl()),
    RESPONSIBILITY("Responsibility", "responsibility", rule -> lines(rule.description().responsibility())),
    SEVERITY_OVERRIDE_GUIDANCE("Security_Override_Guidance", "security_override_guidance",
            rule -> rule.description().severityOverrideGuidance()),
    WEIGHT("Weight", "weight", Rule::weight);

    /** A CKL's attribute for each CCI, repeated; a CKLB's array. */
    static final String CKL_CCI = "CCI_REF";
    static final String CKL_LEGACY_ID = "LEGACY_ID";
    static final String CKLB_CCIS = "ccis";
    static final String CKLB_LEGACY_IDS = "legacy_ids";

    private static final Map<String, RuleField> BY_CKL = index(field -> field.ckl);
    private static final Map<String, RuleField> BY_CKLB = index(field -> field.cklb);

    final String ckl;
    final String cklb;
    private final Function<Rule, String> value;

    RuleField(String ckl, String cklb, Function<Rule, String> value) {
        this.ckl = ckl;
        this.cklb = cklb;
        this.value = value;
    }

    String of(Rule rule) {
        return value.apply(rule);
    }

    static RuleField ckl(String attribute) {
        return BY_CKL.get(attribute);
    }

    static RuleField cklb(String key) {
        return BY_CKLB.get(key);
    }

    /** DISA's DPMS target key of the rule ({@code dc:identifier} of its reference); STIG Viewer's TargetKey. */
    static String targetKey(Rule rule) {
        return rule.references().stream().flatMap(reference -> reference.fields().stream())
                .filter(field -> field.element().equals("identifier")).map(DublinCore::value)
                .filter(value -> !value.isBlank()).findFirst().orElse(null);
    }

    /**
     * The rule a checklist states, from its fields as read.
     *
     * @param checkContentRef the check's reference, {@code href} and {@code name}; either may be null
     * @throws IllegalArgumentException naming what is missing or malformed
     */
    static Rule rule(Map<RuleField, String> fields, List<String> ccis, List<String> legacyIds, String targetKey,
                     String checkContentHref, String checkContentName) {
        String ruleId = fields.get(RULE_ID);
        if (ruleId == null || ruleId.isBlank()) {
            throw new IllegalArgumentException("a rule has no " + RULE_ID.ckl + " (" + RULE_ID.cklb + ")");
        }
        String severity = fields.get(SEVERITY);
        List<Ident> idents = new ArrayList<>();
        ccis.forEach(cci -> idents.add(new Ident(Ident.CCI_SYSTEM, cci)));
        // STIG Viewer writes exactly two LEGACY_ID entries, padding with empty values where a rule has fewer: no id.
        legacyIds.stream().filter(legacy -> !legacy.isBlank()).forEach(legacy -> idents.add(new Ident(Ident.LEGACY_SYSTEM, legacy)));
        List<Reference> references = targetKey == null ? List.of()
                : List.of(new Reference(null, List.of(new DublinCore("identifier", targetKey))));
        RuleDescription description = new RuleDescription(fields.get(DISCUSSION), fields.get(FALSE_POSITIVES),
                fields.get(FALSE_NEGATIVES), fields.get(DOCUMENTABLE), fields.get(MITIGATIONS),
                fields.get(SEVERITY_OVERRIDE_GUIDANCE), fields.get(POTENTIAL_IMPACT), fields.get(THIRD_PARTY_TOOLS),
                fields.get(MITIGATION_CONTROL), split(fields.get(RESPONSIBILITY)), split(fields.get(IA_CONTROLS)));
        return new Rule(fields.get(GROUP_ID), fields.get(GROUP_TITLE), ruleId.strip(), fields.get(STIG_ID),
                Severity.fromCode(severity).orElse(null), fields.get(WEIGHT), fields.get(TITLE), description,
                references, idents,
                new Check(null, checkContentHref == null && checkContentName == null ? null
                        : new Check.CheckContentRef(checkContentHref, checkContentName), fields.get(CHECK_CONTENT)),
                new Fix(null, fields.get(FIX_TEXT)));
    }

    static Map<RuleField, String> emptyFields() {
        return new EnumMap<>(RuleField.class);
    }

    private static String lines(List<String> values) {
        return values.isEmpty() ? null : String.join("\n", values);
    }

    private static List<String> split(String lines) {
        return lines == null || lines.isBlank() ? List.of() : lines.lines().filter(line -> !line.isBlank()).toList();
    }

    private static Map<String, RuleField> index(Function<RuleField, String> name) {
        Map<String, RuleField> index = new java.util.HashMap<>();
        Arrays.stream(values()).filter(field -> name.apply(field) != null).forEach(field -> index.put(name.apply(field), field));
        return Map.copyOf(index);
    }
}
