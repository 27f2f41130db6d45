package dev.stigservice.adapter.http;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.GeneratedTexts;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class BearerAuthorizationTest {

    /** RFC 6750's form as a regular expression: the reference the parse by hand is held to. */
    private static final Pattern BEARER = Pattern.compile("(?i:bearer)[ \\t]+(\\S+)");

    @Test
    void readsOneBearerToken() {
        assertThat(BearerAuthorization.parse(List.of("Bearer abc.DEF-123=="))).map(AccessToken::reveal).hasValue("abc.DEF-123==");
        assertThat(BearerAuthorization.parse(List.of("bEaReR \t t"))).map(AccessToken::reveal).hasValue("t");
        assertThat(BearerAuthorization.parse(List.of("Bearer t", "Bearer t"))).isEmpty();
        assertThat(BearerAuthorization.parse(List.of("Bearert"))).isEmpty();
        assertThat(BearerAuthorization.parse(List.of("Basic dXNlcjpwYXNz"))).isEmpty();
        assertThat(BearerAuthorization.parse(List.of("Bearer "))).isEmpty();
        assertThat(BearerAuthorization.parse(List.of("Bearer a b"))).isEmpty();
        assertThat(BearerAuthorization.parse(List.of())).isEmpty();
    }

    @Test
    void acceptsExactlyWhatTheFormMatches() {
        for (String header : GeneratedTexts.of(5, 20_000, 5, "Bearer", "bearer", "BEARER", "Bear", "er", " ", "\t", "\n", "a", "Z9", "-._~+/", "=", "\"", "\u00e9")) {
            Matcher matcher = BEARER.matcher(header);
            Optional<AccessToken> expected = matcher.matches() ? AccessToken.parse(matcher.group(1)) : Optional.empty();
            assertThat(BearerAuthorization.parse(List.of(header)).map(AccessToken::reveal)).as("'%s'", header)
                    .isEqualTo(expected.map(AccessToken::reveal));
        }
    }
}
