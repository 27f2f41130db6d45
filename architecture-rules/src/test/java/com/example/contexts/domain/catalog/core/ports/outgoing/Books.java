package com.example.contexts.domain.catalog.core.ports.outgoing;

import com.example.contexts.domain.catalog.core.model.Book;

public interface Books {

    void keep(Book book);
}
