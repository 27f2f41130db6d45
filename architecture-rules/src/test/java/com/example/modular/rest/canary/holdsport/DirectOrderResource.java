package com.example.modular.rest.canary.holdsport;

import com.example.modular.application.port.OrderRepository;

/** Canary for inbound-adapters-use-use-cases: an inbound adapter holding an out-port. */
public record DirectOrderResource(OrderRepository orders) {
}
