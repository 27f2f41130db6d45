package com.example.shop.application.receipt;

/**
 * How placing an order ends: a result that use cases share, in a package that holds no use case. The in-ports name
 * it, so it is an in-port too, which the web adapter may hold.
 */
public sealed interface Receipt {

    record Placed(String id) implements Receipt {
    }

    record Refused(String reason) implements Receipt {
    }
}
