package com.example.shop.adapter.web;

import com.example.shop.application.PlaceOrderCommand;
import com.example.shop.application.PlaceOrderUseCase;
import com.example.shop.application.receipt.Receipt;
import io.micronaut.http.annotation.Controller;

@Controller("/orders")
public class OrderController {

    private final PlaceOrderUseCase placeOrder;

    OrderController(PlaceOrderUseCase placeOrder) {
        this.placeOrder = placeOrder;
    }

    int post(String id) {
        return placeOrder.place(new PlaceOrderCommand(id, 1)) instanceof Receipt.Placed ? 201 : 409;
    }
}
