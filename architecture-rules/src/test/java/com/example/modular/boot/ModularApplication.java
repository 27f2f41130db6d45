package com.example.modular.boot;

import com.example.modular.application.service.PlaceOrderService;
import com.example.modular.jpa.JpaOrderRepository;
import com.example.modular.messaging.QueueOrderEvents;
import com.example.modular.rest.OrderResource;

public final class ModularApplication {

    public static OrderResource wire() {
        return new OrderResource(new PlaceOrderService(new JpaOrderRepository(), new QueueOrderEvents()));
    }
}
