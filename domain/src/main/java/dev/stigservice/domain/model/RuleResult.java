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
 */
public record RuleResult(String ruleId, ScanResult result, List<String> messages) {

    /** DISA's manual rule id at the end of a results' rule id. */
    private static final Pattern MANUAL_RULE_ID = Pattern.compile("(?<![A-Za-z0-9])(SV-\\d{1,18}r\\d{1,18}_rule)$");

    public RuleResult {
        Text.requireText(ruleId, "rule id");
        Objects.requireNonNull(result, "result");
        messages = messages.stream().map(String::strip).filter(message -> !message.isEmpty()).toList();
    }

    /** The manual rule id the result is of ({@code SV-230221r743913_rule}); empty when its id names none. */
    public Optional<String> manualRuleId() {
        Matcher id = MANUAL_RULE_ID.matcher(ruleId.strip());
        return id.find() ? Optional.of(id.group(1)) : Optional.empty();
    }
}
