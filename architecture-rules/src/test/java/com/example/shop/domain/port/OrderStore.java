package com.example.shop.domain.port;

import com.example.shop.domain.model.Order;

public interface OrderStore {
    void save(Order order);
}
