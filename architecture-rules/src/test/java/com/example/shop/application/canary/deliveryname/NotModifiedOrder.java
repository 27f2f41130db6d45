package com.example.shop.application.canary.deliveryname;

/** Canary: a class of the core named for HTTP's delivery (a 304), which is the web adapter's business. */
public record NotModifiedOrder(String id, String entityTag) {
}
