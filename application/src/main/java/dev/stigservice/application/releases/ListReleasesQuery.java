package dev.stigservice.application.releases;

import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.Slug;

import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.Set;
import java.time.format.DateTimeParseException;

/**
 * @param since releases whose benchmark date is this day or later; null for all (undated ones included)
 * @param limit how many entries one page holds, 1 to {@link #MAX_LIMIT}
 * @param after the place the previous page ended (its cursor); null for the first page
 * @param benchmarks only releases of these benchmarks; empty for every benchmark
 * @param severity   only releases that changed at least one rule of this severity (the first stored revision of a
 *                   benchmark counts as changing all its rules); null for every release
 */
public record ListReleasesQuery(LocalDate since, int limit, ReleaseKey after, Set<Slug> benchmarks, Severity severity) {

    public static final int DEFAULT_LIMIT = 50;
    public static final int MAX_LIMIT = 500;
    /** The most benchmarks one feed URL names. */
    public static final int MAX_BENCHMARKS = 100;
    static final int MAX_BENCHMARKS_LENGTH = 4000;
    private static final String INVALID_LIMIT = "Invalid limit. Must be a whole number from 1 to " + MAX_LIMIT;

    public ListReleasesQuery {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException(INVALID_LIMIT);
        }
        benchmarks = Set.copyOf(benchmarks);
    }

    /** Whether a release is one this query asks for: past the cursor, dated since, of its benchmarks and severity. */
    public boolean selects(Release release) {
        LocalDate date = release.revision().revision().benchmarkDate();
        return (after == null || release.key().compareTo(after) > 0) && (since == null || date != null && !date.isBefore(since))
                && (benchmarks.isEmpty() || benchmarks.contains(release.revision().slug()))
                && (severity == null || release.severities().contains(severity));
    }

    /**
     * The query from parameters as sent, each null when absent.
     *
     * @throws IllegalArgumentException with a message fit for the caller when a value is malformed; it never echoes
     *                                  what was sent
     */
    public static ListReleasesQuery parse(String since, String limit, String cursor, String benchmark, String severity) {
        return new ListReleasesQuery(since == null ? null : date(since), limit == null ? DEFAULT_LIMIT : number(limit),
                cursor == null ? null : ReleaseKey.fromCursor(cursor)
                        .orElseThrow(() -> new IllegalArgumentException("Invalid cursor. Use the one a page of releases gave")),
                benchmark == null ? Set.of() : slugs(benchmark),
                severity == null ? null : Severity.fromCode(severity).filter(known -> known.code().equals(severity))
                        .orElseThrow(() -> new IllegalArgumentException("Invalid severity. Must be high, medium or low")));
    }

    /** {@code rhel-9-stig,microsoft-windows-11-stig}: at most 100 slugs, each of a slug's shape, 4,000 characters in all. */
    private static Set<Slug> slugs(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length > MAX_BENCHMARKS || text.length() > MAX_BENCHMARKS_LENGTH) {
            throw new IllegalArgumentException("Invalid benchmark. At most " + MAX_BENCHMARKS + " slugs, separated by commas, "
                    + MAX_BENCHMARKS_LENGTH + " characters in all");
        }
        Set<Slug> slugs = new LinkedHashSet<>();
        for (String part : parts) {
            slugs.add(Slug.parse(part).orElseThrow(() -> new IllegalArgumentException(
                    "Invalid benchmark. Must be slugs such as rhel-9-stig, separated by commas")));
        }
        return slugs;
    }

    private static LocalDate date(String text) {
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("Invalid since. Must be a date such as 2025-01-01");
        }
    }

    private static int number(String text) {
        if (!text.matches("[1-9]\\d{0,2}")) {
            throw new IllegalArgumentException(INVALID_LIMIT);
        }
        return Integer.parseInt(text);
    }
}
