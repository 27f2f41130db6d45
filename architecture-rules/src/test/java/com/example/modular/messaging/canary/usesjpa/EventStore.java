package com.example.modular.messaging.canary.usesjpa;

import com.example.modular.jpa.JpaOrderRepository;

/** Canary for adapters-are-isolated: one adapter using another. */
public record EventStore(JpaOrderRepository repository) {
}
