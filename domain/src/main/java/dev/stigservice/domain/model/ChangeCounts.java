package dev.stigservice.domain.model;

/**
 * How many rules changed, by kind, from one revision to another: the change report's summary, and what the release
 * feed says of each revision against the one it follows.
 */
public record ChangeCounts(long added, long removed, long changed, long idsChanged) {

    public ChangeCounts {
        if (added < 0 || removed < 0 || changed < 0 || idsChanged < 0) {
            throw new IllegalArgumentException("a count of changes cannot be negative");
        }
    }

    public static ChangeCounts of(BenchmarkChanges changes) {
        return new ChangeCounts(changes.count(RuleChange.Kind.ADDED), changes.count(RuleChange.Kind.REMOVED),
                changes.count(RuleChange.Kind.CHANGED), changes.count(RuleChange.Kind.IDS_CHANGED));
    }
}
