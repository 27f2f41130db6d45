package com.example.contexts.domain.catalog.adapters.jdbc;

import com.example.contexts.domain.catalog.core.model.Book;
import com.example.contexts.domain.catalog.core.ports.outgoing.Books;
import java.util.ArrayList;
import java.util.List;

public final class JdbcBooks implements Books {

    private final List<Book> rows = new ArrayList<>();

    @Override
    public void keep(Book book) {
        rows.add(book);
    }
}
