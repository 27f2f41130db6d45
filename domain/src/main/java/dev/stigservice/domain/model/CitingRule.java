package dev.stigservice.domain.model;

import java.util.Objects;

/** A rule of a served revision, as a CCI or control lookup lists it. */
public record CitingRule(BenchmarkSummary revision, Rule rule) {

    public CitingRule {
        Objects.requireNonNull(revision, "revision");
        Objects.requireNonNull(rule, "rule");
    }
}
