package dev.stigservice.domain.model;

/**
 * A rule of a newer revision and the rule of an older one it continues ({@link RevisionComparison#match}).
 *
 * @param before null when the rule was added
 * @param after  null when the rule was removed
 */
public record RuleMatch(Rule before, Rule after) {

    public RuleMatch {
        if (before == null && after == null) {
            throw new IllegalArgumentException("a match needs a rule before or after");
        }
    }
}
