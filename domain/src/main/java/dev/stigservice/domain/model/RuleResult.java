package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code rule-result} of a scan.
 *
 * @param ruleId   the rule's id as the results write it: DISA's SCAP id
 *                 ({@code xccdf_mil.disa.stig_rule_SV-230221r743913_rule}), the manual one ({@code SV-230221r743913_rule},
 *                 as {@code oscap --stig-viewer} writes), or another content's ({@code xccdf_org.ssgproject.content_rule_...})
 * @param messages the scanner's messages about it, in order
 * @param named    the manual rule id the scanned content names for the rule by reference, for a rule whose own id names
 *                 none (ComplianceAsCode's); null when the id itself names it, or nothing does
 */
public record RuleResult(String ruleId, ScanResult result, List<String> messages, String named) {

    /** DISA's manual rule id at the end of a results' rule id. */
    private static final Pattern MANUAL_RULE_ID = Pattern.compile("(?<![A-Za-z0-9])(SV-\\d{1,18}r\\d{1,18}_rule)$");

    public RuleResult {
        Text.requireText(ruleId, "rule id");
        Objects.requireNonNull(result, "result");
        messages = messages.stream().map(String::strip).filter(message -> !message.isEmpty()).toList();
        named = Text.blankToNull(named);
    }

    /** A result as the scanner writes it, its rule named by its own id. */
    public RuleResult(String ruleId, ScanResult result, List<String> messages) {
        this(ruleId, result, messages, null);
    }

    /** The manual rule id the result is of ({@code SV-230221r743913_rule}): its own id's, or the one its content names; empty when none. */
    public Optional<String> manualRuleId() {
        Matcher id = MANUAL_RULE_ID.matcher(ruleId.strip());
        return id.find() ? Optional.of(id.group(1)) : Optional.ofNullable(named);
    }

    /** This result of a rule whose content names {@code manualRuleId} for it by reference. */
    public RuleResult naming(String manualRuleId) {
        return new RuleResult(ruleId, result, messages, manualRuleId);
    }
}
