package com.example.buckpal.application.port.in;

public interface SendMoneyUseCase {

    boolean send(SendMoneyCommand command);
}
