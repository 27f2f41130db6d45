package dev.stigservice.domain.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.HashSet;

/**
 * A scan's results put into the rules of one benchmark of a checklist, as STIG Viewer imports XCCDF results. A rule the
 * scan names by its rule id takes the result's status ({@link ScanResult#status()}) and finding details that say the
 * scanner, the scan's end time, the result and the scanner's messages. A rule the scan names only by its rule number
 * (the same {@code SV-} number, another revision suffix: the rule changed since the content the scan ran) is not
 * reviewed, with a comment naming the scanned rule and its result, unless {@code byRuleNumber} asks to carry it (STIG
 * Viewer's "allow rule revision mismatches"). Rules the scan does not name keep their review.
 * <p>
 * Into a blank checklist every result is written, a non-definitive one (error, notchecked, ...) as not reviewed with
 * finding details saying so. Into a checklist already reviewed ({@code merge}) only definitive results (pass, fail,
 * notapplicable) replace a rule's status and finding details; its comments, severity override and every other rule are
 * kept as they were.
 *
 * @param rules          the benchmark's rules with their reviews after the scan
 * @param applied        rule ids whose status the scan set
 * @param ruleNumberOnly the rules the scan named by rule number only, whether carried or not
 * @param notDefinitive  rule ids the scan named with a result that decides nothing
 * @param notInRevision  the scan's rule ids that name no rule of the benchmark, neither by id nor by number
 */
public record ScanFill(List<ReviewedRule> rules, List<String> applied, List<RuleNumberMatch> ruleNumberOnly,
                       List<String> notDefinitive, List<String> notInRevision) {

    /**
     * A rule of the benchmark that the scan named by another revision of its id.
     *
     * @param ruleId        the benchmark's rule id
     * @param scannedRuleId the rule id the results write
     * @param carried       whether its result was applied
     */
    public record RuleNumberMatch(String ruleId, String scannedRuleId, ScanResult result, boolean carried) {
        public RuleNumberMatch {
            Text.requireText(ruleId, "rule id");
            Text.requireText(scannedRuleId, "scanned rule id");
            Objects.requireNonNull(result, "result");
        }
    }

    public ScanFill {
        rules = List.copyOf(rules);
        applied = List.copyOf(applied);
        ruleNumberOnly = List.copyOf(ruleNumberOnly);
        notDefinitive = List.copyOf(notDefinitive);
        notInRevision = List.copyOf(notInRevision);
    }

    /**
     * @param rules        the benchmark's rules with their reviews so far (all blank for a new checklist)
     * @param byRuleNumber whether a result found by rule number only is applied as if the ids were equal
     * @param merge        whether the reviews are an assessor's, to be kept unless a definitive result replaces them
     */
    public static ScanFill of(List<ReviewedRule> rules, ScanResults scan, boolean byRuleNumber, boolean merge) {
        // By manual rule id, the last result of a rule winning (a scanner that repeats a rule reports it again).
        Map<String, RuleResult> byId = new LinkedHashMap<>();
        Map<Long, RuleResult> byNumber = new HashMap<>();
        for (RuleResult result : scan.results()) {
            result.manualRuleId().ifPresent(id -> {
                byId.put(RuleIds.key(id), result);
                byNumber.put(RuleIds.ruleNumber(id), result);
            });
        }
        Set<String> ownIds = new HashSet<>();
        Set<Long> ownNumbers = new HashSet<>();
        List<ReviewedRule> filled = new ArrayList<>();
        List<String> applied = new ArrayList<>();
        List<RuleNumberMatch> ruleNumberOnly = new ArrayList<>();
        List<String> notDefinitive = new ArrayList<>();
        for (ReviewedRule reviewed : rules) {
            String ruleId = reviewed.rule().ruleId();
            ownIds.add(RuleIds.key(ruleId));
            long number = RuleIds.ruleNumber(ruleId);
            ownNumbers.add(number);
            RuleResult exact = byId.get(RuleIds.key(ruleId));
            RuleResult sameNumber = exact == null && number >= 0 ? byNumber.get(number) : null;
            Review review = reviewed.review();
            if (exact != null || (sameNumber != null && byRuleNumber)) {
                RuleResult result = exact != null ? exact : sameNumber;
                if (sameNumber != null) {
                    ruleNumberOnly.add(new RuleNumberMatch(ruleId, sameNumber.ruleId(), sameNumber.result(), true));
                }
                if (result.result().definitive()) {
                    applied.add(ruleId);
                    review = new Review(result.result().status(), details(scan, result), review.comments(), review.severityOverride(),
                            review.severityJustification(), null, review.commentsMarking());
                } else {
                    notDefinitive.add(ruleId);
                    if (!merge) {
                        review = new Review(ReviewStatus.NOT_REVIEWED, details(scan, result), null, null, null);
                    }
                }
            } else if (sameNumber != null) {
                ruleNumberOnly.add(new RuleNumberMatch(ruleId, sameNumber.ruleId(), sameNumber.result(), false));
                if (!merge) {
                    review = Review.reset(printable("Scanned as " + sameNumber.ruleId() + ", another revision of this rule: "
                            + sameNumber.result().xccdf() + " by " + scan.scanner() + ending(scan) + ". Not applied: the rule changed"
                            + " since the content the scan ran; check it by hand, or fill the checklist again matching by rule number."));
                }
            }
            filled.add(review == reviewed.review() ? reviewed : new ReviewedRule(reviewed.rule(), review));
        }
        List<String> notInRevision = scan.results().stream()
                .filter(result -> result.manualRuleId().map(id -> !ownIds.contains(RuleIds.key(id)) && !ownNumbers.contains(RuleIds.ruleNumber(id)))
                        .orElse(true))
                .map(RuleResult::ruleId).distinct().toList();
        return new ScanFill(filled, applied, ruleNumberOnly, notDefinitive, notInRevision);
    }

    /** What the scan said of the rule, for its finding details: within a checklist's bound, cut with a note if need be. */
    private static String details(ScanResults scan, RuleResult result) {
        StringBuilder text = new StringBuilder();
        text.append(scan.scanner()).append(ending(scan)).append(": ").append(result.result().xccdf()).append('\n');
        text.append("Scanned rule: ").append(result.ruleId()).append('\n');
        switch (result.result()) {
            case PASS, FAIL, NOTAPPLICABLE -> { }
            case ERROR -> text.append("The scanner could not evaluate this rule: it is not reviewed; check it by hand.\n");
            default -> text.append("The result decides nothing: the rule is not reviewed; check it by hand.\n");
        }
        result.messages().forEach(message -> text.append(message).append('\n'));
        String details = printable(text.toString().strip());
        String cut = "\n[cut: the scanner's messages are longer than a checklist holds]";
        return details.length() <= ChecklistText.MAX_LONG_TEXT ? details
                : details.substring(0, ChecklistText.MAX_LONG_TEXT - cut.length()) + cut;
    }

    /** The text with any control character a checklist refuses (all but tab and line ends) as a space. */
    private static String printable(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        text.chars().forEach(c -> kept.append(Character.isISOControl(c) && c != '\n' && c != '\r' && c != '\t' ? ' ' : (char) c));
        return kept.toString();
    }

    private static String ending(ScanResults scan) {
        return scan.endTime() == null ? "" : ", scan ended " + scan.endTime();
    }
}
