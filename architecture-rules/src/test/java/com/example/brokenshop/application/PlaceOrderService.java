package com.example.brokenshop.application;

import io.micronaut.http.HttpStatus;

/** Violation: core-is-framework-free. */
public class PlaceOrderService implements PlaceOrderUseCase {
    HttpStatus status;

    @Override
    public void place(String id) {
    }
}
