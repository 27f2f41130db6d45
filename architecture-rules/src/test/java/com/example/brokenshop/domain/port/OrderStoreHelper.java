package com.example.brokenshop.domain.port;

/** Violation: ports-are-interfaces. */
public class OrderStoreHelper {
}
