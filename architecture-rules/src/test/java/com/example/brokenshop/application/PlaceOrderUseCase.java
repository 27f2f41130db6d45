package com.example.brokenshop.application;

public interface PlaceOrderUseCase {
    void place(String id);
}
