package com.example.modular.application.port;

import com.example.modular.model.Order;

public interface OrderRepository {

    void save(Order order);
}
