package dev.stigservice.domain.model;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One benchmark of a checklist carried to another revision. A rule of the new revision that continues one of the
 * checklist's ({@link RevisionComparison#match}) with the same check content and fix text keeps its review; any other
 * continued rule starts again, not reviewed, with a comment saying what changed and what it was; a rule the checklist
 * did not have starts blank.
 *
 * @param upgraded the benchmark's part of the new checklist
 * @param from     the checklist's revision label as it states it; null when it states none or one not of DISA's shape
 * @param to       the new revision's label; null when it has none
 * @param carried  rule ids (of the new revision) whose review was kept
 * @param added    rule ids (of the new revision) the checklist did not have
 * @param removed  rule ids (of the checklist) the new revision no longer has
 */
public record StigUpgrade(ChecklistStig upgraded, String from, String to, List<String> carried, List<Reset> reset,
                          List<String> added, List<String> removed) {

    /** The fields that decide whether a review still holds. */
    private static final Set<String> DECISIVE = Set.of("checkContent", "fixText");

    /**
     * A rule whose review was not carried.
     *
     * @param ruleId    its id in the new revision
     * @param oldRuleId its id in the checklist
     * @param changed   the fields that differ, by the change report's names
     * @param was       the status it had
     */
    public record Reset(String ruleId, String oldRuleId, List<String> changed, ReviewStatus was) {

        public Reset {
            Text.requireText(ruleId, "rule id");
            Text.requireText(oldRuleId, "old rule id");
            changed = List.copyOf(changed);
            Objects.requireNonNull(was, "old status");
        }
    }

    public StigUpgrade {
        Objects.requireNonNull(upgraded, "upgraded");
        carried = List.copyOf(carried);
        reset = List.copyOf(reset);
        added = List.copyOf(added);
        removed = List.copyOf(removed);
    }

    public static StigUpgrade of(ChecklistStig old, Benchmark to) {
        List<Rule> oldRules = old.rules().stream().map(ReviewedRule::rule).toList();
        Map<Rule, Review> reviews = new IdentityHashMap<>();
        old.rules().forEach(reviewed -> reviews.put(reviewed.rule(), reviewed.review()));
        List<ReviewedRule> rules = new ArrayList<>();
        List<String> carried = new ArrayList<>();
        List<Reset> reset = new ArrayList<>();
        List<String> added = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (RuleMatch match : RevisionComparison.match(oldRules, to.rules())) {
            if (match.after() == null) {
                removed.add(match.before().ruleId());
                continue;
            }
            if (match.before() == null) {
                added.add(match.after().ruleId());
                rules.add(new ReviewedRule(match.after(), Review.BLANK));
                continue;
            }
            Review review = reviews.get(match.before());
            List<String> changed = RevisionComparison.changedFields(match.before(), match.after());
            if (changed.stream().noneMatch(DECISIVE::contains)) {
                carried.add(match.after().ruleId());
                rules.add(new ReviewedRule(match.after(), review));
            } else {
                reset.add(new Reset(match.after().ruleId(), match.before().ruleId(), changed, review.status()));
                rules.add(new ReviewedRule(match.after(), Review.reset(note(old, changed, review.status()))));
            }
        }
        return new StigUpgrade(ChecklistStig.of(to, rules), old.revision().numberedLabel(), to.revision().label(), carried, reset,
                added, removed);
    }

    private static String note(ChecklistStig old, List<String> changed, ReviewStatus was) {
        String since = old.revision().numberedLabel() == null ? "" : " since " + old.revision().numberedLabel();
        return "Not carried to this revision: " + String.join(", ", changed) + " changed" + since
                + "; the review was " + was.label() + ".";
    }
}
