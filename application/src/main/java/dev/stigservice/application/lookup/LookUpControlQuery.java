package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param control as sent: {@code AC-2}, {@code AC-2(1)}, {@code AC-2 (1)}
 * @param nist    the revision of NIST SP 800-53 as sent; null for the newest the CCI list references
 * @param conditions  what the client holds and prefers ({@link Conditions#NONE} for nothing)
 */
public record LookUpControlQuery(Credentials credentials, String control, String nist, Conditions conditions) {

    public LookUpControlQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(conditions, "conditions");
    }

    /** A request that holds no representation yet and takes the identity bytes. */
    public LookUpControlQuery(Credentials credentials, String control, String nist) {
        this(credentials, control, nist, Conditions.NONE);
    }
}
