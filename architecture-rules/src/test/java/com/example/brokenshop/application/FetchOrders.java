package com.example.brokenshop.application;

/** Violation: use-cases-are-named. */
public interface FetchOrders {
}
