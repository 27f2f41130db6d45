package com.example.modular.api;

public record PlaceOrder(String id, int items) {
}
