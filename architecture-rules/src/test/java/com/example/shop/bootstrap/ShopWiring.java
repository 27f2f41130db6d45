package com.example.shop.bootstrap;

import com.example.shop.adapter.memory.InMemoryOrderStore;
import com.example.shop.application.PlaceOrderService;
import com.example.shop.application.PlaceOrderUseCase;
import com.example.shop.application.pricing.FixedPrices;

public final class ShopWiring {

    private ShopWiring() {
    }

    public static PlaceOrderUseCase placeOrder() {
        return new PlaceOrderService(new InMemoryOrderStore(), new FixedPrices());
    }
}
