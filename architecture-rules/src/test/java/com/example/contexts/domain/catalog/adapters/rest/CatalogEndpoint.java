package com.example.contexts.domain.catalog.adapters.rest;

import com.example.contexts.domain.catalog.core.ports.incoming.AddBook;
import com.example.contexts.shared.Isbn;

public final class CatalogEndpoint {

    private final AddBook useCase;

    public CatalogEndpoint(AddBook useCase) {
        this.useCase = useCase;
    }

    public String post(String isbn) {
        return useCase.handle(new Isbn(isbn)).isbn().value();
    }
}
