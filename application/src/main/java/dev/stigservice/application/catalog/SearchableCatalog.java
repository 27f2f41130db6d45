package dev.stigservice.application.catalog;

/** The published catalog as a search sees it: one state, its searcher and what it serves, read in one step. */
public interface SearchableCatalog {

    SearchableState searchable();
}
