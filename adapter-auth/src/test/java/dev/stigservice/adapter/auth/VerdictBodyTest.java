package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

class VerdictBodyTest {

    private static TokenVerdict read(String body) {
        return VerdictBody.read(body.getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{}", "{\"valid\":true}", "{\"active\":true}", "not json", "[1,2]", "{\"valid\":\"false\"}", "{\"sub\":{\"valid\":false}}"})
    void anyTwoHundredWithoutAnExplicitFalseIsValid(String body) {
        assertThat(read(body)).isInstanceOf(TokenVerdict.Valid.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"valid\":false}", "{\"active\":false}", "{\"valid\":true,\"active\":false}", "{\"active\":false, garbage"})
    void explicitFalseRefuses(String body) {
        assertThat(read(body)).isInstanceOf(TokenVerdict.Invalid.class);
    }

    @Test
    void expiryComesFromExpiresAtOrExpWhicheverIsEarlier() {
        assertThat(read("{\"expiresAt\":\"2026-11-22T10:00:00Z\"}")).isEqualTo(new TokenVerdict.Valid(Instant.parse("2026-11-22T10:00:00Z")));
        assertThat(read("{\"exp\":1700000000}")).isEqualTo(new TokenVerdict.Valid(Instant.ofEpochSecond(1700000000)));
        assertThat(read("{\"exp\":1700000000,\"expiresAt\":\"2030-01-01T00:00:00Z\"}"))
                .isEqualTo(new TokenVerdict.Valid(Instant.ofEpochSecond(1700000000)));
        assertThat(read("{\"expiresAt\":\"tomorrow\"}")).isEqualTo(new TokenVerdict.Valid(null));
    }
}
