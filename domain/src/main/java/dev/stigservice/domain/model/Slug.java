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
    /** The shape of a slug, as its error message says it (checked by hand, below). */
    public static final String FORM = "[a-z0-9][a-z0-9-]{0," + (MAX_LENGTH - 1) + "}";
    private static final Pattern OUTSIDE_ALPHABET = Pattern.compile("[^a-z0-9]+");
    private static final Pattern EDGE_DASHES = Pattern.compile("^-+|-+$");

    public Slug {
        if (!hasTheShape(value)) {
            throw new IllegalArgumentException("a slug matches " + FORM);
        }
    }

    /** A slug from user input, or empty when the text does not have the shape of a slug. */
    public static Optional<Slug> parse(String text) {
        return hasTheShape(text) ? Optional.of(new Slug(text)) : Optional.empty();
    }

    /** {@link #FORM}, by hand: every download parses a slug, and matching it (twice) was 5 % of a small download's samples. */
    private static boolean hasTheShape(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_LENGTH || text.charAt(0) == '-') {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code RHEL_9_STIG} becomes {@code rhel-9-stig}: lower-cased, every run outside {@code [a-z0-9]}
     * replaced by one {@code -}, leading and trailing {@code -} removed, cut to the maximum length.
     */
    public static Slug fromBenchmarkId(String benchmarkId) {
        String slug = OUTSIDE_ALPHABET.matcher(benchmarkId.toLowerCase(Locale.ROOT)).replaceAll("-");
        slug = EDGE_DASHES.matcher(slug).replaceAll("");
        if (slug.length() > MAX_LENGTH) {
            slug = EDGE_DASHES.matcher(slug.substring(0, MAX_LENGTH)).replaceAll("");
        }
        if (slug.isEmpty()) {
            throw new IllegalArgumentException("a benchmark id needs at least one letter or digit");
        }
        return new Slug(slug);
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
