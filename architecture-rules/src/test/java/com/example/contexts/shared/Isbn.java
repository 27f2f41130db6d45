package com.example.contexts.shared;

/** Layout "bounded contexts": a shared kernel both contexts use. */
public record Isbn(String value) {
}
