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
        assertThat(validator.validate(token("two")).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.validate(token("three")).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Invalid.class);
        assertThat(validator.validate(token("on")).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Invalid.class);
        assertThat(validator.validate(token("two"))).as("a set in memory answers without waiting").isCompleted();
    }

    @Test
    void theConfiguredTokensAreAcceptedAndBlankOnesIgnored() {
        LocalTokenValidator validator = LocalTokenValidator.of(List.of(" one ", "", "two"));
        assertThat(validator.validate(token("one")).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.validate(token("two")).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(validator.validate(token("three")).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Invalid.class);
    }

    @Test
    void withoutATokenConfiguredOneIsGeneratedThatNoGuessMatches() {
        LocalTokenValidator first = LocalTokenValidator.of(List.of());
        LocalTokenValidator second = LocalTokenValidator.of(List.of(" "));
        for (String guess : List.of("a", "token", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")) {
            assertThat(first.validate(token(guess)).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Invalid.class);
            assertThat(second.validate(token(guess)).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Invalid.class);
        }
    }
}
