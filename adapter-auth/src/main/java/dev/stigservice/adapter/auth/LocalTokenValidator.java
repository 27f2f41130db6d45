package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.TokenValidator;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.stream.Collectors;

/**
 * Local-token mode, for trying the service without an access-management service: a fixed set of
 * tokens is valid, every other token is refused. Not for production.
 */
public final class LocalTokenValidator implements TokenValidator {

    private static final Logger LOG = LoggerFactory.getLogger(LocalTokenValidator.class);

    private final Set<AccessToken> tokens;

    /** For {@code /health}: tokens are checked in this process, against a list. */
    public static final Map<String, Object> HEALTH_DETAILS = Map.of("mode", "local-token");

    public LocalTokenValidator(Set<AccessToken> tokens) {
        if (tokens.isEmpty()) {
            throw new IllegalArgumentException("local-token mode needs at least one token");
        }
        this.tokens = Set.copyOf(tokens);
    }

    /**
     * The validator of the tokens configured ({@code stig.auth.tokens}, blank ones ignored), or of one token generated
     * from 32 random bytes when none is; either way a WARN line says this mode is not for production, and a generated
     * token is logged once in it, so that someone trying the service can send it.
     *
     * @param configured token68 texts, already checked for form
     */
    public static LocalTokenValidator of(List<String> configured) {
        Set<AccessToken> tokens = configured.stream().filter(text -> !text.isBlank())
                .map(text -> AccessToken.parse(text.strip()).orElseThrow(
                        () -> new IllegalArgumentException("stig.auth.tokens holds a value that is not a token")))
                .collect(Collectors.toCollection(LinkedHashSet::new));
        if (tokens.isEmpty()) {
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            String generated = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
            tokens.add(AccessToken.parse(generated).orElseThrow());
            LOG.warn("Local-token mode, not for production: no stig.auth.url or stig.auth.tokens is set, so this "
                    + "instance accepts one generated token. Send it as: Authorization: Bearer {}", generated);
        } else {
            LOG.warn("Local-token mode, not for production: accepting the {} token(s) from stig.auth.tokens", tokens.size());
        }
        return new LocalTokenValidator(tokens);
    }

    @Override
    public CompletionStage<TokenVerdict> validate(AccessToken token) {
        // AccessToken.equals compares in constant time.
        boolean known = false;
        for (AccessToken candidate : tokens) {
            known |= candidate.equals(token);
        }
        return CompletableFuture.completedFuture(known ? TokenVerdict.valid() : TokenVerdict.invalid());
    }
}
