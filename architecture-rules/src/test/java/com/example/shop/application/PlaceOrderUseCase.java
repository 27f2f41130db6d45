package com.example.shop.application;

public interface PlaceOrderUseCase {
    void place(PlaceOrderCommand command);
}
