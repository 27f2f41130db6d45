package dev.stigservice.domain.model;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The URL name of a benchmark, derived from its XCCDF {@code Benchmark@id} (never from the title:
 * titles collide between products).
 */
public record Slug(String value) implements Comparable<Slug> {

    public static final int MAX_LENGTH = 128;
    private static final Pattern VALID = Pattern.compile("[a-z0-9][a-z0-9-]{0," + (MAX_LENGTH - 1) + "}");
    private static final Pattern OUTSIDE_ALPHABET = Pattern.compile("[^a-z0-9]+");

    public Slug {
        if (value == null || !VALID.matcher(value).matches()) {
            throw new IllegalArgumentException("a slug matches " + VALID.pattern());
        }
    }

    /** A slug from user input, or empty when the text does not have the shape of a slug. */
    public static Optional<Slug> parse(String text) {
        return text != null && VALID.matcher(text).matches() ? Optional.of(new Slug(text)) : Optional.empty();
    }

    /**
     * {@code RHEL_9_STIG} becomes {@code rhel-9-stig}: lower-cased, every run outside {@code [a-z0-9]}
     * replaced by one {@code -}, leading and trailing {@code -} removed, cut to the maximum length.
     */
    public static Slug fromBenchmarkId(String benchmarkId) {
        String slug = OUTSIDE_ALPHABET.matcher(benchmarkId.toLowerCase(Locale.ROOT)).replaceAll("-");
        slug = trimDashes(slug);
        if (slug.length() > MAX_LENGTH) {
            slug = trimDashes(slug.substring(0, MAX_LENGTH));
        }
        if (slug.isEmpty()) {
            throw new IllegalArgumentException("a benchmark id needs at least one letter or digit");
        }
        return new Slug(slug);
    }

    private static String trimDashes(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == '-') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == '-') {
            end--;
        }
        return text.substring(start, end);
    }

    @Override
    public int compareTo(Slug other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
