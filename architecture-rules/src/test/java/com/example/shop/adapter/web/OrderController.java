package com.example.shop.adapter.web;

import com.example.shop.application.PlaceOrderCommand;
import com.example.shop.application.PlaceOrderUseCase;
import io.micronaut.http.annotation.Controller;

@Controller("/orders")
public class OrderController {

    private final PlaceOrderUseCase placeOrder;

    OrderController(PlaceOrderUseCase placeOrder) {
        this.placeOrder = placeOrder;
    }

    void post(String id) {
        placeOrder.place(new PlaceOrderCommand(id, 1));
    }
}
