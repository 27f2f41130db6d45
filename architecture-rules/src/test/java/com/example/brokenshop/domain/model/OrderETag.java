package com.example.brokenshop.domain.model;

/** Violation: core-is-free-of-delivery-vocabulary (an HTTP entity tag in the domain). */
public record OrderETag(String value) {
}
