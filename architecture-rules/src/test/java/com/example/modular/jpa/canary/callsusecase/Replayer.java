package com.example.modular.jpa.canary.callsusecase;

import com.example.modular.api.PlaceOrderUseCase;

/** Canary for outbound-adapters-call-no-use-case: an outbound adapter calling a use case. */
public record Replayer(PlaceOrderUseCase placeOrder) {
}
