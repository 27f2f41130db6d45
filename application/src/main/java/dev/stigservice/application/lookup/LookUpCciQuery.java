package dev.stigservice.application.lookup;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param cci        as sent, {@code CCI-000366}
 */
public record LookUpCciQuery(Credentials credentials, String cci) {

    public LookUpCciQuery {
        Objects.requireNonNull(credentials, "credentials");
    }
}
