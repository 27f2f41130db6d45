package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class LocalTokenValidatorTest {

    private static AccessToken token(String text) {
        return AccessToken.parse(text).orElseThrow();
    }

    @Test
    void acceptsOnlyItsTokens() {
        LocalTokenValidator validator = new LocalTokenValidator(Set.of(token("one"), token("two")));
        assertThat(validator.validate(token("two"))).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.validate(token("three"))).isInstanceOf(TokenVerdict.Invalid.class);
        assertThat(validator.validate(token("on"))).isInstanceOf(TokenVerdict.Invalid.class);
        assertThat(validator.known(token("two"))).as("a set in memory knows without waiting").containsInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.known(token("three"))).containsInstanceOf(TokenVerdict.Invalid.class);
    }

    @Test
    void theConfiguredTokensAreAcceptedAndBlankOnesIgnored() {
        LocalTokenValidator validator = LocalTokenValidator.of(List.of(" one ", "", "two"));
        assertThat(validator.validate(token("one"))).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.validate(token("two"))).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.validate(token("three"))).isInstanceOf(TokenVerdict.Invalid.class);
    }

    @Test
    void withoutATokenConfiguredOneIsGeneratedThatNoGuessMatches() {
        LocalTokenValidator first = LocalTokenValidator.of(List.of());
        LocalTokenValidator second = LocalTokenValidator.of(List.of(" "));
        for (String guess : List.of("a", "token", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")) {
            assertThat(first.validate(token(guess))).isInstanceOf(TokenVerdict.Invalid.class);
            assertThat(second.validate(token(guess))).isInstanceOf(TokenVerdict.Invalid.class);
        }
    }
}
