package com.example.shop.domain.model;

/** An example hexagon in another base package, for the rules' own tests: it keeps every rule. */
public record Order(String id, int quantity) {
}
