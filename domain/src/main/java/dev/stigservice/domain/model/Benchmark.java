package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * A DISA STIG or SRG as published: its metadata, its profiles and its rules in file order.
 * Slug, type and counts are derived, never stored, so they cannot disagree with the source.
 *
 * @param benchmarkId the XCCDF {@code Benchmark@id} exactly as written
 * @param releaseInfo DISA's raw {@code release-info} text, e.g. {@code Release: 8 Benchmark Date: 01 Apr 2026}
 * @param publication notices, front and rear matter, the other plain-texts and the schema location
 */
public record Benchmark(
        String benchmarkId,
        String title,
        String description,
        BenchmarkStatus status,
        BenchmarkReference reference,
        Revision revision,
        String releaseInfo,
        Publication publication,
        SourceFile source,
        List<Profile> profiles,
        List<Rule> rules) {

    public Benchmark {
        Text.requireText(benchmarkId, "benchmark id");
        title = Text.requireText(title, "benchmark title").strip();
        description = Text.blankToNull(description);
        status = Objects.requireNonNullElse(status, BenchmarkStatus.NONE);
        revision = Objects.requireNonNullElse(revision, new Revision(null, null, null));
        releaseInfo = Text.blankToNull(releaseInfo);
        publication = Objects.requireNonNullElse(publication, Publication.NONE);
        Objects.requireNonNull(source, "source");
        profiles = List.copyOf(profiles);
        rules = List.copyOf(rules);
    }

    public Slug slug() {
        return Slug.fromBenchmarkId(benchmarkId);
    }

    public BenchmarkType type() {
        return BenchmarkType.fromTitle(title);
    }

    public BenchmarkSummary summary() {
        return new BenchmarkSummary(slug(), benchmarkId, title, type(), revision, status, source,
                rules.size(), SeverityCounts.of(rules));
    }
}
