package com.example.shop.adapter.web.canary.twice;

import com.example.shop.domain.port.OrderStore;
import io.micronaut.http.annotation.Controller;

/** A bad canary on purpose: a controller misnamed AND holding a port, so it breaks two rules and proves neither. */
@Controller("/shortcut")
public class OrderEndpoint {
    OrderStore store;
}
