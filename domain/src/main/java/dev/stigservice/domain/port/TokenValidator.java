package dev.stigservice.domain.port;

import java.util.Optional;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;

/** Asks whoever manages access whether a bearer token may download. Never throws for a failing service: that is a verdict. */
public interface TokenValidator {

    TokenVerdict validate(AccessToken token);

    /**
     * The verdict this validator has without waiting (a cached verdict, a local token set); empty when only a call
     * would tell. A request that must not wait (one on an event loop) asks this first.
     */
    default Optional<TokenVerdict> known(AccessToken token) {
        return Optional.empty();
    }
}
