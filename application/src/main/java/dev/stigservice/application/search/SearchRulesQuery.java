package dev.stigservice.application.search;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * The parameters as sent, checked by the use case once access is granted.
 *
 * @param q          the query (required)
 * @param limit      hits per page, 1 to 500; null for 50
 * @param cursor     the page after the one that gave it; null for the first
 * @param revisions  {@code all} to search every stored revision; null for the served ones
 */
public record SearchRulesQuery(Credentials credentials, String q, String limit, String cursor, String revisions) {

    public SearchRulesQuery {
        Objects.requireNonNull(credentials, "credentials");
    }
}
