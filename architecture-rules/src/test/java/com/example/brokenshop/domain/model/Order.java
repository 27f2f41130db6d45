package com.example.brokenshop.domain.model;

import com.example.brokenshop.adapter.memory.Cache;

/** The example hexagon with one violation of each rule, for the rules' own tests. Violation: rings. */
public record Order(String id, Cache cache) {
}
