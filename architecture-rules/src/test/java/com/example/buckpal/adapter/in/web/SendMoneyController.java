package com.example.buckpal.adapter.in.web;

import com.example.buckpal.application.port.in.SendMoneyCommand;
import com.example.buckpal.application.port.in.SendMoneyUseCase;

public final class SendMoneyController {

    private final SendMoneyUseCase sendMoney;

    public SendMoneyController(SendMoneyUseCase sendMoney) {
        this.sendMoney = sendMoney;
    }

    public boolean post(String from, String to, long amount) {
        return sendMoney.send(new SendMoneyCommand(from, to, amount));
    }
}
