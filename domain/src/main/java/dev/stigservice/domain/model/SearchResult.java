package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * A search's answer as it is written: the query as sent, the revisions searched, the page of hits and the cursor of
 * the next page.
 *
 * @param query     as sent
 * @param revisions {@code served} or {@code all}
 * @param limit     hits per page
 * @param page      the hits of this page and how many there are in all
 * @param next      the cursor of the next page; null on the last
 */
public record SearchResult(String query, String revisions, int limit, SearchPage page, String next) {

    public SearchResult {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(revisions, "revisions");
        Objects.requireNonNull(page, "page");
    }
}
