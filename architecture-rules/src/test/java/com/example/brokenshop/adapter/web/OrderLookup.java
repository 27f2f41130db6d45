package com.example.brokenshop.adapter.web;

import com.example.brokenshop.domain.port.OrderStore;

/** Violation: inbound-adapters-use-use-cases. */
public class OrderLookup {
    OrderStore store;
}
