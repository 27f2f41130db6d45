package dev.stigservice.application.releases;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.Severity;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Set;

/**
 * One stored revision as the release feed shows it.
 *
 * @param revision the revision released
 * @param follows  the stored revision of the same benchmark just before it; null for the first stored
 * @param changes  what changed against {@code follows}; null exactly when {@code follows} is
 * @param severities the severities of the rules it added, removed or changed (of its rules, for the first stored)
 * @param scap     whether it is a SCAP benchmark's revision (docs/guides/scap-benchmarks.md), not a manual one: then
 *                 {@code revision} summarises the SCAP benchmark (its version as the revision's version, its rules of
 *                 unknown severity), {@code changes} counts the rule ids added and removed, and {@code severities} is empty
 */
public record Release(BenchmarkSummary revision, BenchmarkSummary follows, ChangeCounts changes, Set<Severity> severities, boolean scap) {

    public Release {
        Objects.requireNonNull(revision, "revision");
        severities = Set.copyOf(severities);
        if ((follows == null) != (changes == null)) {
            throw new IllegalArgumentException("a release has change counts exactly when it follows another revision");
        }
    }

    /** The date DISA gave this revision: its benchmark date, or its status date without one; null when it has neither. */
    public LocalDate date() {
        LocalDate benchmarkDate = revision.revision().benchmarkDate();
        return benchmarkDate != null ? benchmarkDate : revision.status().date();
    }

    /** Where this release sits in the feed's order. */
    public ReleaseKey key() {
        return ReleaseKey.of(revision);
    }
}
