package com.example.brokenshop.adapter.memory;

/** Violation: adapters-implement-domain-ports. */
public class LocalCache implements Cache {
}
