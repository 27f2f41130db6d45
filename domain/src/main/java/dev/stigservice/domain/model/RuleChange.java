package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * What happened to one rule between two revisions.
 *
 * @param kind    added, removed, changed, or only its ids changed (same content under a new rule id)
 * @param before  the rule in the older revision; null when added
 * @param after   the rule in the newer revision; null when removed
 * @param changes the fields that differ, in a fixed order; empty for added and removed rules
 */
public record RuleChange(Kind kind, Rule before, Rule after, List<FieldChange> changes) {

    public enum Kind { ADDED, REMOVED, CHANGED, IDS_CHANGED }

    public RuleChange {
        Objects.requireNonNull(kind, "kind");
        changes = List.copyOf(changes);
        if ((before == null && kind != Kind.ADDED) || (after == null && kind != Kind.REMOVED)) {
            throw new IllegalArgumentException(kind + " needs the rule before and after as it applies");
        }
    }

    /** The rule as it is now, or as it was when it was removed. */
    public Rule rule() {
        return after != null ? after : before;
    }
}
