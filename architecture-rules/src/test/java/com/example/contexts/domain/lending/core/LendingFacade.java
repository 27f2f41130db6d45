package com.example.contexts.domain.lending.core;

import com.example.contexts.domain.lending.core.model.Loan;
import com.example.contexts.domain.lending.core.ports.incoming.LendBook;
import com.example.contexts.domain.lending.core.ports.outgoing.Loans;
import com.example.contexts.shared.Isbn;

public final class LendingFacade implements LendBook {

    private final Loans store;

    public LendingFacade(Loans store) {
        this.store = store;
    }

    @Override
    public Loan handle(Isbn isbn) {
        Loan kept = new Loan(isbn);
        store.keep(kept);
        return kept;
    }
}
