package com.example.buckpal.application.domain.model.canary.usesadapter;

import com.example.buckpal.adapter.out.persistence.AccountPersistenceAdapter;

/** Canary for rings: the domain model using an adapter. */
public record Ledger(AccountPersistenceAdapter store) {
}
