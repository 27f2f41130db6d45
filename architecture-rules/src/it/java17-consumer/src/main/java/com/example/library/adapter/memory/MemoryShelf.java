package com.example.library.adapter.memory;

import com.example.library.domain.model.Book;
import com.example.library.domain.port.Shelf;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

public final class MemoryShelf implements Shelf {

    private final Map<String, Book> books = new ConcurrentHashMap<>();

    @Override
    public Optional<Book> find(String isbn) {
        return Optional.ofNullable(books.get(isbn));
    }

    @Override
    public void put(Book book) {
        books.put(book.isbn(), book);
    }
}
