package com.example.brokenshop.application;

import com.example.brokenshop.domain.port.OrderStore;

/** Violation: in-ports-carry-data (an in-port hands the store to whoever holds it). */
public record PendingOrder(String id, OrderStore store) {
}
