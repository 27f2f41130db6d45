package com.example.buckpal.adapter.out.persistence;

import com.example.buckpal.application.domain.model.Account;
import com.example.buckpal.application.port.out.LoadAccountPort;
import com.example.buckpal.application.port.out.UpdateAccountPort;
import java.util.HashMap;
import java.util.Map;

public final class AccountPersistenceAdapter implements LoadAccountPort, UpdateAccountPort {

    private final Map<String, Account> accounts = new HashMap<>();

    @Override
    public Account load(String id) {
        return accounts.get(id);
    }

    @Override
    public void update(Account account) {
        accounts.put(account.id(), account);
    }
}
