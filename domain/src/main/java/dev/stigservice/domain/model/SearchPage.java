package dev.stigservice.domain.model;

import java.util.List;

/**
 * One page of a search's hits, best first.
 *
 * @param total every hit of the search, not only this page's
 * @param hits  this page's
 */
public record SearchPage(long total, List<SearchHit> hits) {

    public SearchPage {
        if (total < hits.size()) {
            throw new IllegalArgumentException("a page holds no more hits than the search found");
        }
        hits = List.copyOf(hits);
    }
}
