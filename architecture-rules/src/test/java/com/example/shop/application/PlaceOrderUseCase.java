package com.example.shop.application;

import com.example.shop.application.receipt.Receipt;

public interface PlaceOrderUseCase {
    Receipt place(PlaceOrderCommand command);
}
