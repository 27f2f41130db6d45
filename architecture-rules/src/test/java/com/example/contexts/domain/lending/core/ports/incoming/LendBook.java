package com.example.contexts.domain.lending.core.ports.incoming;

import com.example.contexts.domain.lending.core.model.Loan;
import com.example.contexts.shared.Isbn;

public interface LendBook {

    Loan handle(Isbn isbn);
}
