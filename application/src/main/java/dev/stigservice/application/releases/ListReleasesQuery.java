package dev.stigservice.application.releases;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/**
 * @param since releases whose benchmark date is this day or later; null for all (undated ones included)
 * @param limit how many entries one page holds, 1 to {@link #MAX_LIMIT}
 * @param after the place the previous page ended (its cursor); null for the first page
 */
public record ListReleasesQuery(LocalDate since, int limit, ReleaseKey after) {

    public static final int DEFAULT_LIMIT = 50;
    public static final int MAX_LIMIT = 500;
    private static final String INVALID_LIMIT = "Invalid limit. Must be a whole number from 1 to " + MAX_LIMIT;

    public ListReleasesQuery {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException(INVALID_LIMIT);
        }
    }

    /**
     * The query from parameters as sent, each null when absent.
     *
     * @throws IllegalArgumentException with a message fit for the caller when a value is malformed; it never echoes
     *                                  what was sent
     */
    public static ListReleasesQuery parse(String since, String limit, String cursor) {
        return new ListReleasesQuery(since == null ? null : date(since), limit == null ? DEFAULT_LIMIT : number(limit),
                cursor == null ? null : ReleaseKey.fromCursor(cursor)
                        .orElseThrow(() -> new IllegalArgumentException("Invalid cursor. Use the one a page of releases gave")));
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
