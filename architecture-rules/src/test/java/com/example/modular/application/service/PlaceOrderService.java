package com.example.modular.application.service;

import com.example.modular.api.PlaceOrder;
import com.example.modular.api.PlaceOrderUseCase;
import com.example.modular.application.port.OrderEvents;
import com.example.modular.application.port.OrderRepository;
import com.example.modular.model.Order;

public final class PlaceOrderService implements PlaceOrderUseCase {

    private final OrderRepository orders;
    private final OrderEvents events;

    public PlaceOrderService(OrderRepository orders, OrderEvents events) {
        this.orders = orders;
        this.events = events;
    }

    @Override
    public Order place(PlaceOrder command) {
        Order order = new Order(command.id(), command.items());
        orders.save(order);
        events.placed(order);
        return order;
    }
}
