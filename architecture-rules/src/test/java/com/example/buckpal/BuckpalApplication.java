package com.example.buckpal;

import com.example.buckpal.adapter.in.web.SendMoneyController;
import com.example.buckpal.adapter.out.persistence.AccountPersistenceAdapter;
import com.example.buckpal.application.domain.service.SendMoneyService;

/** The composition root, in the base package itself. */
public final class BuckpalApplication {

    public static SendMoneyController wire() {
        AccountPersistenceAdapter accounts = new AccountPersistenceAdapter();
        return new SendMoneyController(new SendMoneyService(accounts, accounts));
    }
}
