package com.example.brokenshop.application;

/** Violation: use-cases-are-named. */
public interface FetchOrders {
    java.util.List<String> fetch();
}
