package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.TokenValidator;

import java.util.Map;
import java.util.Set;

/**
 * Local-token mode, for trying the service without an access-management service: a fixed set of
 * tokens is valid, every other token is refused. Not for production.
 */
public final class LocalTokenValidator implements TokenValidator {

    private final Set<AccessToken> tokens;

    /** For {@code /health}: tokens are checked in this process, against a list. */
    public static final Map<String, Object> HEALTH_DETAILS = Map.of("mode", "local-token");

    public LocalTokenValidator(Set<AccessToken> tokens) {
        if (tokens.isEmpty()) {
            throw new IllegalArgumentException("local-token mode needs at least one token");
        }
        this.tokens = Set.copyOf(tokens);
    }

    @Override
    public TokenVerdict validate(AccessToken token) {
        // AccessToken.equals compares in constant time.
        boolean known = false;
        for (AccessToken candidate : tokens) {
            known |= candidate.equals(token);
        }
        return known ? TokenVerdict.valid() : TokenVerdict.invalid();
    }
}
