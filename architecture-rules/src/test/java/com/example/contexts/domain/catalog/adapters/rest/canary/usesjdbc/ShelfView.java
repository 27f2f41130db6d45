package com.example.contexts.domain.catalog.adapters.rest.canary.usesjdbc;

import com.example.contexts.domain.catalog.adapters.jdbc.JdbcBooks;

/** Canary for adapters-are-isolated: one adapter using another of its context. */
public record ShelfView(JdbcBooks books) {
}
