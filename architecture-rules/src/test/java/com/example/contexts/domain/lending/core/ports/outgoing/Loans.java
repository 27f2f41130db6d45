package com.example.contexts.domain.lending.core.ports.outgoing;

import com.example.contexts.domain.lending.core.model.Loan;

public interface Loans {

    void keep(Loan loan);
}
