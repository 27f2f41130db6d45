package dev.stigservice.application.publication;

import java.util.Optional;

/** The publication as a search sees it: one state, its searcher and what it serves, read in one step. */
public interface SearchablePublication {

    /** Empty until the search has taken in a first publication (the start serves the publication before its index is built). */
    Optional<SearchableState> searchable();
}
