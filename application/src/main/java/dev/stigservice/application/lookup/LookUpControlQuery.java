package dev.stigservice.application.lookup;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param control as sent: {@code AC-2}, {@code AC-2(1)}, {@code AC-2 (1)}
 * @param nist    the revision of NIST SP 800-53 as sent; null for the newest the CCI list references
 */
public record LookUpControlQuery(Credentials credentials, String control, String nist) {

    public LookUpControlQuery {
        Objects.requireNonNull(credentials, "credentials");
    }
}
