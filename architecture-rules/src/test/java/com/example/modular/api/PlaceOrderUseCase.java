package com.example.modular.api;

import com.example.modular.model.Order;

public interface PlaceOrderUseCase {

    Order place(PlaceOrder command);
}
