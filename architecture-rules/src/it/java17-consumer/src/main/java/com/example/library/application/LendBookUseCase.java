package com.example.library.application;

public interface LendBookUseCase {

    boolean lend(String isbn);
}
