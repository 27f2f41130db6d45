package com.example.buckpal.adapter.out.persistence.canary.callsusecase;

import com.example.buckpal.application.port.in.SendMoneyUseCase;

/** Canary for outbound-adapters-call-no-use-case: an outbound adapter calling a use case. */
public record Replay(SendMoneyUseCase sendMoney) {
}
