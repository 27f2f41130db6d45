package com.example.shop.application;

import com.example.shop.domain.model.Order;
import com.example.shop.domain.port.OrderStore;

public final class PlaceOrderService implements PlaceOrderUseCase {

    private final OrderStore store;

    public PlaceOrderService(OrderStore store) {
        this.store = store;
    }

    @Override
    public void place(PlaceOrderCommand command) {
        store.save(new Order(command.id(), command.quantity()));
    }
}
