package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;

/**
 * A rule the rule index found: the stored revision that holds it and its place among that revision's rules.
 *
 * @param position the index of the rule in {@code Benchmark.rules()} of the revision's model
 */
public record IndexedRule(BenchmarkSummary revision, int position) {
}
