package com.example.library.domain.model;

public record Book(String isbn, boolean lent) {

    public Book lend() {
        if (lent) {
            throw new IllegalStateException(isbn + " is already lent");
        }
        return new Book(isbn, true);
    }
}
