package dev.stigservice.domain.model;

import java.util.Locale;
import java.util.Objects;

/** What the public listing shows of a benchmark, without its rules. */
public record BenchmarkSummary(
        Slug slug,
        String benchmarkId,
        String title,
        BenchmarkType type,
        Revision revision,
        BenchmarkStatus status,
        SourceFile source,
        int ruleCount,
        SeverityCounts severityCounts) implements Selectable {

    public BenchmarkSummary {
        Objects.requireNonNull(slug, "slug");
        Text.requireText(benchmarkId, "benchmark id");
        Text.requireText(title, "title");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(revision, "revision");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(severityCounts, "severity counts");
        if (ruleCount != severityCounts.high() + severityCounts.medium() + severityCounts.low() + severityCounts.unknown()) {
            throw new IllegalArgumentException("severity counts must add up to the rule count");
        }
    }

    /** The key of this revision's content: how a store is asked for its model. */
    public ContentKey key() {
        return source.key();
    }

    /** What a file of this revision is named before its extension: {@code rhel-9-stig-v2r8}, or the slug without a label. */
    public String fileBaseName() {
        String label = revision.fileLabel();
        return label == null ? slug.value() : slug.value() + "-" + label;
    }

    /** Case-insensitive substring match over slug, benchmark id and title. */
    public boolean matches(String filter) {
        String needle = filter.toLowerCase(Locale.ROOT);
        return slug.value().contains(needle)
                || benchmarkId.toLowerCase(Locale.ROOT).contains(needle)
                || title.toLowerCase(Locale.ROOT).contains(needle);
    }
}
