package com.example.contexts.config;

import com.example.contexts.domain.catalog.adapters.jdbc.JdbcBooks;
import com.example.contexts.domain.catalog.adapters.rest.CatalogEndpoint;
import com.example.contexts.domain.catalog.core.CatalogFacade;
import com.example.contexts.domain.lending.adapters.jdbc.JdbcLoans;
import com.example.contexts.domain.lending.adapters.rest.LendingEndpoint;
import com.example.contexts.domain.lending.core.LendingFacade;
import java.util.List;

/** The composition root of both contexts. */
public final class Wiring {

    public static List<Object> endpoints() {
        return List.of(new LendingEndpoint(new LendingFacade(new JdbcLoans())), new CatalogEndpoint(new CatalogFacade(new JdbcBooks())));
    }
}
