package dev.stigservice.adapter.http;

import dev.stigservice.domain.model.AccessToken;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code Authorization: Bearer <token>} strictly: exactly one such header, the scheme in any
 * case, white space, then an RFC 6750 token68. Anything else yields no token, so a malformed header
 * never reaches the access-management service.
 */
final class BearerAuthorization {

    private static final Pattern BEARER = Pattern.compile("(?i:bearer)[ \\t]+(\\S+)");

    private BearerAuthorization() {
    }

    static Optional<AccessToken> parse(List<String> authorizationHeaders) {
        if (authorizationHeaders.size() != 1) {
            return Optional.empty();
        }
        Matcher matcher = BEARER.matcher(authorizationHeaders.getFirst());
        return matcher.matches() ? AccessToken.parse(matcher.group(1)) : Optional.empty();
    }
}
