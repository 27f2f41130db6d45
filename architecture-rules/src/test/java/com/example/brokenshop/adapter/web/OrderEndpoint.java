package com.example.brokenshop.adapter.web;

import io.micronaut.http.annotation.Controller;

/** Violation: controllers-are-named-and-placed. */
@Controller("/orders")
public class OrderEndpoint {
}
