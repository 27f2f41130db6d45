package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * One requirement of a benchmark. DISA writes one XCCDF {@code Group} per requirement (its id is the
 * Vuln ID, {@code V-257777}) holding one {@code Rule} ({@code SV-257777r1044832_rule}).
 *
 * @param severity null when the source gives none
 * @param ccis     Control Correlation Identifiers, in file order
 * @param legacyIds the older V-/SV- ids DISA lists under its legacy ident system
 */
public record Rule(
        String groupId,
        String groupTitle,
        String ruleId,
        String stigId,
        Severity severity,
        String weight,
        String title,
        RuleDescription description,
        List<String> ccis,
        List<String> legacyIds,
        Check check,
        Fix fix) {

    public Rule {
        Text.requireText(ruleId, "rule id");
        groupId = Text.blankToNull(groupId);
        groupTitle = Text.blankToNull(groupTitle);
        stigId = Text.blankToNull(stigId);
        weight = Text.blankToNull(weight);
        title = Text.blankToNull(title);
        description = Objects.requireNonNullElse(description, RuleDescription.EMPTY);
        ccis = Text.copyOf(ccis, "ccis");
        legacyIds = Text.copyOf(legacyIds, "legacy ids");
        check = Objects.requireNonNullElse(check, Check.NONE);
        fix = Objects.requireNonNullElse(fix, Fix.NONE);
    }
}
