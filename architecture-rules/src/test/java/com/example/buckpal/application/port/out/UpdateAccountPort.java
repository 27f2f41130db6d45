package com.example.buckpal.application.port.out;

import com.example.buckpal.application.domain.model.Account;

public interface UpdateAccountPort {

    void update(Account account);
}
