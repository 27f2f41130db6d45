package com.example.shop.adapter.memory;

import com.example.shop.domain.model.Order;
import com.example.shop.domain.port.OrderStore;

import java.util.ArrayList;
import java.util.List;

public final class InMemoryOrderStore implements OrderStore {

    private final List<Order> orders = new ArrayList<>();

    @Override
    public void save(Order order) {
        orders.add(order);
    }
}
