package com.example.shop.application.canary.deliverypackage;

import io.micronaut.http.HttpStatus;

/** Canary: a core that may use the framework, using its HTTP delivery. */
public final class OrderStatuses {
    HttpStatus placed = HttpStatus.CREATED;
}
