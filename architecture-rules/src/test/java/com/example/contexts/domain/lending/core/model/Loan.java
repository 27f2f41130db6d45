package com.example.contexts.domain.lending.core.model;

import com.example.contexts.shared.Isbn;

public record Loan(Isbn isbn) {
}
