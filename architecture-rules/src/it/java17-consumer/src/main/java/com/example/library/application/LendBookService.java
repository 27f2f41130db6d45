package com.example.library.application;

import com.example.library.domain.port.Shelf;

public final class LendBookService implements LendBookUseCase {

    private final Shelf shelf;

    public LendBookService(Shelf shelf) {
        this.shelf = shelf;
    }

    @Override
    public boolean lend(String isbn) {
        return shelf.find(isbn).filter(book -> !book.lent()).map(book -> {
            shelf.put(book.lend());
            return true;
        }).orElse(false);
    }
}
