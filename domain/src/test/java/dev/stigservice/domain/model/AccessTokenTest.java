package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AccessTokenTest {

    @Test
    void acceptsToken68OnlyUpToItsLimit() {
        assertThat(AccessToken.parse("abc-._~+/XYZ09==")).isPresent();
        assertThat(AccessToken.parse("a".repeat(AccessToken.MAX_LENGTH))).isPresent();
        assertThat(AccessToken.parse("a".repeat(AccessToken.MAX_LENGTH + 1))).isEmpty();
        assertThat(AccessToken.parse("two words")).isEmpty();
        assertThat(AccessToken.parse("=leading")).isEmpty();
        assertThat(AccessToken.parse("")).isEmpty();
        assertThat(AccessToken.parse(null)).isEmpty();
    }

    @Test
    void neverShowsItsValue() {
        AccessToken token = AccessToken.parse("s3cr3t").orElseThrow();
        assertThat(token.toString()).doesNotContain("s3cr3t").isEqualTo(AccessToken.parse("other").orElseThrow().toString());
        assertThat(token.fingerprint()).hasSize(64).doesNotContain("s3cr3t");
        assertThat(token).isEqualTo(AccessToken.parse("s3cr3t").orElseThrow()).isNotEqualTo(AccessToken.parse("s3cr3T").orElseThrow());
    }
}
