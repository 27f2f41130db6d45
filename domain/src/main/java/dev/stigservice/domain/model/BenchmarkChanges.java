package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * What changed from one revision of a benchmark to another: the benchmark's own fields (title, status, profiles
 * and what each selects), then the rules added, changed or renumbered in the newer revision's file order, then the
 * rules removed in the older revision's order. Unchanged rules are not listed.
 */
public record BenchmarkChanges(BenchmarkSummary from, BenchmarkSummary to, List<FieldChange> benchmark, List<RuleChange> rules) {

    public BenchmarkChanges {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        benchmark = List.copyOf(benchmark);
        rules = List.copyOf(rules);
    }

    public long count(RuleChange.Kind kind) {
        return rules.stream().filter(change -> change.kind() == kind).count();
    }
}
