package dev.stigservice.application.releases;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Slug;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * A release's place in the feed: newest benchmark date first (undated last), then the higher version and release, then
 * the slug, then the content's hash, so that no two stored revisions share a place. A paging cursor is the key of
 * the last entry sent, encoded: the next page starts right after that place, so a cursor stays meaningful when the
 * catalog changes between two pages (a revision published meanwhile sorts before it and is not repeated).
 */
public record ReleaseKey(LocalDate benchmarkDate, Revision revision, Slug slug, String sha256) implements Comparable<ReleaseKey> {

    public static final Comparator<ReleaseKey> NEWEST_FIRST = Comparator
            .comparing(ReleaseKey::benchmarkDate, Comparator.nullsFirst(Comparator.<LocalDate>naturalOrder()))
            .thenComparing(ReleaseKey::revision)
            .reversed()
            .thenComparing(key -> key.slug().value())
            .thenComparing(ReleaseKey::sha256);

    private static final String CURSOR_VERSION = "r1";
    private static final int MAX_CURSOR_LENGTH = 512;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

    public ReleaseKey {
        Objects.requireNonNull(revision, "revision");
        Objects.requireNonNull(slug, "slug");
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("a release key names its content by 64 lower-case hex digits");
        }
    }

    static ReleaseKey of(BenchmarkSummary summary) {
        return new ReleaseKey(summary.revision().benchmarkDate(), summary.revision(), summary.slug(), summary.key().sha256());
    }

    @Override
    public int compareTo(ReleaseKey other) {
        return NEWEST_FIRST.compare(this, other);
    }

    /** The opaque cursor that continues after this key. */
    public String cursor() {
        String plain = String.join("\n", CURSOR_VERSION, text(benchmarkDate), text(revision.version()), text(revision.release()),
                slug.value(), sha256);
        return ENCODER.encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }

    /** The key a cursor names; empty when the text is not a cursor this service made. */
    public static Optional<ReleaseKey> fromCursor(String cursor) {
        if (cursor == null || cursor.isEmpty() || cursor.length() > MAX_CURSOR_LENGTH) {
            return Optional.empty();
        }
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8).split("\n", -1);
            if (parts.length != 6 || !parts[0].equals(CURSOR_VERSION)) {
                return Optional.empty();
            }
            LocalDate date = parts[1].isEmpty() ? null : LocalDate.parse(parts[1]);
            Optional<Slug> slug = Slug.parse(parts[4]);
            if (slug.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new ReleaseKey(date, new Revision(untext(parts[2]), untext(parts[3]), date), slug.get(), parts[5]));
        } catch (IllegalArgumentException | DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** Percent-encoded, so that no part holds the separator whatever a file's version says. */
    private static String text(Object value) {
        return value == null ? "" : URLEncoder.encode(value.toString(), StandardCharsets.UTF_8);
    }

    private static String untext(String part) {
        return URLDecoder.decode(part, StandardCharsets.UTF_8);
    }
}
