package com.example.buckpal.application.domain.model;

/** Layout "ports under application": the model under application.domain.model. */
public record Account(String id, long balance) {

    public Account withdraw(long amount) {
        return new Account(id, balance - amount);
    }
}
