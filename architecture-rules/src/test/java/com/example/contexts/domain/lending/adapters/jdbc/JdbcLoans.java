package com.example.contexts.domain.lending.adapters.jdbc;

import com.example.contexts.domain.lending.core.model.Loan;
import com.example.contexts.domain.lending.core.ports.outgoing.Loans;
import java.util.ArrayList;
import java.util.List;

public final class JdbcLoans implements Loans {

    private final List<Loan> rows = new ArrayList<>();

    @Override
    public void keep(Loan loan) {
        rows.add(loan);
    }
}
