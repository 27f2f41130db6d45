package com.example.modular.messaging;

import com.example.modular.application.port.OrderEvents;
import com.example.modular.model.Order;
import java.util.ArrayDeque;
import java.util.Queue;

public final class QueueOrderEvents implements OrderEvents {

    private final Queue<Order> queue = new ArrayDeque<>();

    @Override
    public void placed(Order order) {
        queue.add(order);
    }
}
