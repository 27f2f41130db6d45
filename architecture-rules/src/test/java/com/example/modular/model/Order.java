package com.example.modular.model;

/** Layout "top-level model": the model in its own top-level package, services in application.service. */
public record Order(String id, int items) {
}
