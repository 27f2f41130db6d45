package com.example.brokenshop.domain.port;

public interface OrderStore {
    void save(String id);
}
