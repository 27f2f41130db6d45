package com.example.brokenshop.application.checkout;

import com.example.brokenshop.application.pricing.PriceList;

/** Violation: services-depend-on-interfaces (it holds another package's concrete class). */
public final class Checkout {

    private final PriceList prices = new PriceList();

    long total(String id) {
        return prices.price(id);
    }
}
