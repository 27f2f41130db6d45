package com.example.library.domain.port;

import com.example.library.domain.model.Book;

import java.util.Optional;

public interface Shelf {

    Optional<Book> find(String isbn);

    void put(Book book);
}
