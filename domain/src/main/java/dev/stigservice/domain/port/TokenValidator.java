package dev.stigservice.domain.port;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;

import java.util.concurrent.CompletionStage;

/**
 * Asks whoever manages access whether a bearer token may download. Never fails for a failing service: that is a
 * verdict ({@link TokenVerdict.Unavailable}).
 */
public interface TokenValidator {

    /**
     * The verdict on {@code token}: already complete when it is at hand (remembered, or a local token set), so that a
     * caller goes on without waiting; complete later, on another thread, when the service must be asked.
     */
    CompletionStage<TokenVerdict> validate(AccessToken token);
}
