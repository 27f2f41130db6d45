package dev.stigservice.application.revisions;

import java.util.Objects;

/** @param slug the requested slug as sent, not yet validated */
public record ListRevisionsQuery(String slug) {

    public ListRevisionsQuery {
        Objects.requireNonNull(slug, "slug");
    }
}
