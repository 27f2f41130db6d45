package com.example.shop.application;

public record PlaceOrderCommand(String id, int quantity) {
}
