package com.example.buckpal.application.port.in;

public record SendMoneyCommand(String from, String to, long amount) {
}
