package com.example.contexts.domain.lending.adapters.rest;

import com.example.contexts.domain.lending.core.ports.incoming.LendBook;
import com.example.contexts.shared.Isbn;

public final class LendingEndpoint {

    private final LendBook useCase;

    public LendingEndpoint(LendBook useCase) {
        this.useCase = useCase;
    }

    public String post(String isbn) {
        return useCase.handle(new Isbn(isbn)).isbn().value();
    }
}
