package com.example.shop.application.pricing;

public final class FixedPrices implements Prices {

    @Override
    public long of(String id) {
        return 100;
    }
}
