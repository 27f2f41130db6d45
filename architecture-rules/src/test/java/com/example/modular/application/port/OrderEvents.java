package com.example.modular.application.port;

import com.example.modular.model.Order;

public interface OrderEvents {

    void placed(Order order);
}
