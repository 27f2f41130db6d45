package com.example.shop.adapter.web.canary.holdsport;

import com.example.shop.domain.port.OrderStore;

/** Canary: an inbound adapter holding a port, skipping the use case. */
public class OrderShortcut {
    OrderStore store;
}
