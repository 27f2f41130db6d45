package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Where an id is: every benchmark holding a rule that answers to it, with that rule in each stored revision.
 *
 * @param id         the id as it was looked up
 * @param readAs     every kind of id it matched, in the order of {@link RuleIdKind}
 * @param benchmarks sorted by slug
 */
public record RuleLookup(String id, Set<RuleIdKind> readAs, List<History> benchmarks) {

    public RuleLookup {
        Text.requireText(id, "id");
        readAs = Set.copyOf(readAs);
        benchmarks = List.copyOf(benchmarks);
    }

    /**
     * One benchmark's rule over its stored revisions.
     *
     * @param served    the revision its slug serves (slug, benchmark id and title come from it)
     * @param revisions newest first
     */
    public record History(BenchmarkSummary served, List<Occurrence> revisions) {
        public History {
            Objects.requireNonNull(served, "served");
            revisions = List.copyOf(revisions);
        }
    }

    /**
     * The rule in one stored revision.
     *
     * @param matchedAs            which of the rule's ids the looked-up id is here
     * @param changedSincePrevious the fields that changed since the previous revision holding it, named as the change
     *                             report names them; null when no earlier stored revision holds it
     */
    public record Occurrence(BenchmarkSummary revision, boolean served, Rule rule, Set<RuleIdKind> matchedAs,
                             List<String> changedSincePrevious) {
        public Occurrence {
            Objects.requireNonNull(revision, "revision");
            Objects.requireNonNull(rule, "rule");
            matchedAs = Set.copyOf(matchedAs);
            changedSincePrevious = changedSincePrevious == null ? null : List.copyOf(changedSincePrevious);
        }
    }
}
