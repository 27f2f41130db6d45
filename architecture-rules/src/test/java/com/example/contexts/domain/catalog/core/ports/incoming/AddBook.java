package com.example.contexts.domain.catalog.core.ports.incoming;

import com.example.contexts.domain.catalog.core.model.Book;
import com.example.contexts.shared.Isbn;

public interface AddBook {

    Book handle(Isbn isbn);
}
