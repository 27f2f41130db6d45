package com.example.modular.model.canary.usesadapter;

import com.example.modular.jpa.JpaOrderRepository;

/** Canary for rings: the domain model using an adapter. */
public record PricedOrder(JpaOrderRepository repository) {
}
