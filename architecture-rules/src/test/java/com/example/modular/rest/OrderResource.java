package com.example.modular.rest;

import com.example.modular.api.PlaceOrder;
import com.example.modular.api.PlaceOrderUseCase;

public final class OrderResource {

    private final PlaceOrderUseCase placeOrder;

    public OrderResource(PlaceOrderUseCase placeOrder) {
        this.placeOrder = placeOrder;
    }

    public String post(String id, int items) {
        return placeOrder.place(new PlaceOrder(id, items)).id();
    }
}
