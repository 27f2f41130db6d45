package com.example.contexts.domain.lending.core.model.canary.usesadapter;

import com.example.contexts.domain.lending.adapters.jdbc.JdbcLoans;

/** Canary for rings: the domain model using an adapter. */
public record OverdueLoan(JdbcLoans store) {
}
