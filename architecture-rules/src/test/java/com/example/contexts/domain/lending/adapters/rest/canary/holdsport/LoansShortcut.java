package com.example.contexts.domain.lending.adapters.rest.canary.holdsport;

import com.example.contexts.domain.lending.core.ports.outgoing.Loans;

/** Canary for inbound-adapters-use-use-cases: an inbound adapter holding an out-port. */
public record LoansShortcut(Loans loans) {
}
