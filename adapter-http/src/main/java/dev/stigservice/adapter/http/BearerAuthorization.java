package dev.stigservice.adapter.http;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;

import java.util.List;
import java.util.Optional;

/**
 * Parses {@code Authorization: Bearer <token>} strictly: exactly one such header, the scheme in any
 * case, white space, then an RFC 6750 token68. Anything else yields no token, so a malformed header
 * never reaches the access-management service.
 */
public final class BearerAuthorization {

    private static final String SCHEME = "bearer";

    private BearerAuthorization() {
    }

    /** Who a protected request says it is: its bearer token, or none. */
    public static Credentials credentials(HttpRequest<?> request) {
        return Credentials.of(parse(request.getHeaders().getAll(HttpHeaders.AUTHORIZATION)));
    }

    static Optional<AccessToken> parse(List<String> authorizationHeaders) {
        if (authorizationHeaders.size() != 1) {
            return Optional.empty();
        }
        // By hand, not with a regular expression: every protected request is parsed here.
        String header = authorizationHeaders.getFirst();
        int token = SCHEME.length();
        while (token < header.length() && (header.charAt(token) == ' ' || header.charAt(token) == '\t')) {
            token++;
        }
        boolean bearer = token > SCHEME.length() && header.regionMatches(true, 0, SCHEME, 0, SCHEME.length());
        return bearer ? AccessToken.parse(header.substring(token)) : Optional.empty(); // a token68 holds no white space
    }
}
