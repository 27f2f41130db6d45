package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * Which manual rule each rule of a SCAP benchmark automates, in one manual benchmark: the published manual benchmark
 * sharing the most rule numbers ({@code SV-230221}) with it. Matched by rule number, so that a SCAP benchmark of another
 * release of the rule (or ComplianceAsCode's, which names DISA's rules in references) still finds it.
 *
 * @param scap      the SCAP benchmark's revision mapped
 * @param manual    the manual benchmark's revision it maps to; null when no published manual benchmark shares a rule
 * @param rules     every SCAP rule, in file order, with the manual rule it automates (null when none)
 * @param uncovered the manual benchmark's rules that no SCAP rule automates, in file order
 */
public record ScapRuleMap(ScapBenchmark scap, BenchmarkSummary manual, List<Mapped> rules, List<Rule> uncovered) {

    public ScapRuleMap {
        Objects.requireNonNull(scap, "scap");
        rules = List.copyOf(rules);
        uncovered = List.copyOf(uncovered);
    }

    /** @param manualRule the manual rule with the same rule number; null when none */
    public record Mapped(ScapRule scapRule, Rule manualRule) {
        public Mapped {
            Objects.requireNonNull(scapRule, "scapRule");
        }
    }
}
