package com.example.contexts.domain.catalog.core;

import com.example.contexts.domain.catalog.core.model.Book;
import com.example.contexts.domain.catalog.core.ports.incoming.AddBook;
import com.example.contexts.domain.catalog.core.ports.outgoing.Books;
import com.example.contexts.shared.Isbn;

public final class CatalogFacade implements AddBook {

    private final Books store;

    public CatalogFacade(Books store) {
        this.store = store;
    }

    @Override
    public Book handle(Isbn isbn) {
        Book kept = new Book(isbn);
        store.keep(kept);
        return kept;
    }
}
