package com.example.library.adapter.cli;

import com.example.library.application.LendBookUseCase;

public final class LendCommand {

    private final LendBookUseCase lendBook;

    public LendCommand(LendBookUseCase lendBook) {
        this.lendBook = lendBook;
    }

    public int run(String isbn) {
        return lendBook.lend(isbn) ? 0 : 1;
    }
}
