package com.example.brokenshop.adapter.mail;

import com.example.brokenshop.application.PlaceOrderUseCase;

/** Violation: outbound-adapters-call-no-use-case. */
public class Mailer {
    PlaceOrderUseCase placeOrder;
}
