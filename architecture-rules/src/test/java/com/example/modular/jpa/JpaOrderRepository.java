package com.example.modular.jpa;

import com.example.modular.application.port.OrderRepository;
import com.example.modular.model.Order;
import java.util.ArrayList;
import java.util.List;

public final class JpaOrderRepository implements OrderRepository {

    private final List<Order> saved = new ArrayList<>();

    @Override
    public void save(Order order) {
        saved.add(order);
    }
}
