package dev.stigservice.application.list;

/** @param filter case-insensitive substring over slug, benchmark id and title; null or blank lists everything */
public record ListBenchmarksQuery(String filter) {

    public ListBenchmarksQuery {
        filter = filter == null || filter.isBlank() ? null : filter;
    }
}
