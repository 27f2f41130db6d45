package com.example.shop.application.pricing;

/** A role the services depend on, in a package that holds no use case: the application's own, no adapter's. */
public interface Prices {
    long of(String id);
}
