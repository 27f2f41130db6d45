package com.example.buckpal.application.domain.service;

import com.example.buckpal.application.port.in.SendMoneyCommand;
import com.example.buckpal.application.port.in.SendMoneyUseCase;
import com.example.buckpal.application.port.out.LoadAccountPort;
import com.example.buckpal.application.port.out.UpdateAccountPort;

public final class SendMoneyService implements SendMoneyUseCase {

    private final LoadAccountPort load;
    private final UpdateAccountPort update;

    public SendMoneyService(LoadAccountPort load, UpdateAccountPort update) {
        this.load = load;
        this.update = update;
    }

    @Override
    public boolean send(SendMoneyCommand command) {
        update.update(load.load(command.from()).withdraw(command.amount()));
        return true;
    }
}
