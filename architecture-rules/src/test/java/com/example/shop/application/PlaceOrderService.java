package com.example.shop.application;

import com.example.shop.application.pricing.Prices;
import com.example.shop.application.receipt.Receipt;
import com.example.shop.domain.model.Order;
import com.example.shop.domain.port.OrderStore;

public final class PlaceOrderService implements PlaceOrderUseCase {

    private final OrderStore store;
    private final Prices prices;

    public PlaceOrderService(OrderStore store, Prices prices) {
        this.store = store;
        this.prices = prices;
    }

    @Override
    public Receipt place(PlaceOrderCommand command) {
        if (prices.of(command.id()) <= 0) {
            return new Receipt.Refused("not for sale");
        }
        store.save(new Order(command.id(), command.quantity()));
        return new Receipt.Placed(command.id());
    }
}
