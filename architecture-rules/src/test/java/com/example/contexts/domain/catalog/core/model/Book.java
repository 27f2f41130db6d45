package com.example.contexts.domain.catalog.core.model;

import com.example.contexts.shared.Isbn;

public record Book(Isbn isbn) {
}
