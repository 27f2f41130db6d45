package com.example.contexts.domain.catalog.adapters.jdbc.canary.callsusecase;

import com.example.contexts.domain.catalog.core.ports.incoming.AddBook;

/** Canary for outbound-adapters-call-no-use-case: an outbound adapter calling a use case. */
public record Reindexer(AddBook addBook) {
}
