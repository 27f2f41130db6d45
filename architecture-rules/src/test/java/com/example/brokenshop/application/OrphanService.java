package com.example.brokenshop.application;

/** Violation: services-implement-a-use-case. */
public class OrphanService {
}
