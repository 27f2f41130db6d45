package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param cci        as sent, {@code CCI-000366}
 * @param conditions what the client holds and prefers ({@link Conditions#NONE} for nothing)
 */
public record LookUpCciQuery(Credentials credentials, String cci, Conditions conditions) {

    public LookUpCciQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(conditions, "conditions");
    }

    /** A request that holds no representation yet and takes the identity bytes. */
    public LookUpCciQuery(Credentials credentials, String cci) {
        this(credentials, cci, Conditions.NONE);
    }
}
