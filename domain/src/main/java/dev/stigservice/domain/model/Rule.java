package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * One requirement of a benchmark. DISA writes one XCCDF {@code Group} per requirement (its id is the
 * Vuln ID, {@code V-257777}) holding one {@code Rule} ({@code SV-257777r1044832_rule}).
 *
 * @param severity null when the source gives none
 * @param references the rule's references (DISA's DPMS target), in file order
 * @param idents   every ident of the rule, in file order (CCIs, legacy ids and any other system)
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
        List<Reference> references,
        List<Ident> idents,
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
        references = List.copyOf(Objects.requireNonNull(references, "references"));
        idents = List.copyOf(Objects.requireNonNull(idents, "idents"));
        check = Objects.requireNonNullElse(check, Check.NONE);
        fix = Objects.requireNonNullElse(fix, Fix.NONE);
    }

    /** The Control Correlation Identifiers, in file order. */
    public List<String> ccis() {
        return idents.stream().filter(Ident::isCci).map(Ident::value).toList();
    }

    /** The older V-/SV- ids DISA lists under its legacy ident system, in file order. */
    public List<String> legacyIds() {
        return idents.stream().filter(Ident::isLegacy).map(Ident::value).toList();
    }
}
