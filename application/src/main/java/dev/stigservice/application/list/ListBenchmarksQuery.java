package dev.stigservice.application.list;

/**
 * @param filter case-insensitive substring over slug, benchmark id and title, at most {@link #MAX_FILTER_LENGTH}
 *               characters; null or blank lists everything
 */
public record ListBenchmarksQuery(String filter) {

    /** No slug, id or title comes near it; the bound the API document states for {@code q}. */
    public static final int MAX_FILTER_LENGTH = 2048;

    /** @throws IllegalArgumentException with a message fit for the caller when the filter is longer than the bound */
    public ListBenchmarksQuery {
        if (filter != null && filter.length() > MAX_FILTER_LENGTH) {
            throw new IllegalArgumentException("Invalid q. Must be at most " + MAX_FILTER_LENGTH + " characters");
        }
        filter = filter == null || filter.isBlank() ? null : filter;
    }
}
