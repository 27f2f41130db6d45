package dev.stigservice.application.access;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.TokenValidator;

import java.util.Objects;
import java.util.Optional;

/** The first step of every protected use case: is there a token, and does access management confirm it? */
public final class AccessCheck {

    public enum Refusal {
        /** No token, a malformed one, or one the access-management service refused. */
        UNAUTHORIZED,
        /** The access-management service could not confirm or refuse the token. */
        UNAVAILABLE
    }

    private final TokenValidator validator;

    public AccessCheck(TokenValidator validator) {
        this.validator = Objects.requireNonNull(validator);
    }

    /** Empty when the credentials are a token that access management confirms. */
    public Optional<Refusal> refusal(Credentials credentials) {
        return switch (credentials) {
            case Credentials.None none -> Optional.of(Refusal.UNAUTHORIZED);
            case AccessToken token -> refusal(token);
        };
    }

    private Optional<Refusal> refusal(AccessToken token) {
        return switch (validator.validate(token)) {
            case TokenVerdict.Valid valid -> Optional.empty();
            case TokenVerdict.Invalid invalid -> Optional.of(Refusal.UNAUTHORIZED);
            case TokenVerdict.Unavailable unavailable -> Optional.of(Refusal.UNAVAILABLE);
        };
    }
}
