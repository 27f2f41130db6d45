package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

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

    @Test
    void acceptsExactlyWhatItsFormMatches() {
        // The token is checked by hand; the form as a regular expression is the reference, both ways.
        Pattern form = Pattern.compile(AccessToken.FORM);
        for (String text : GeneratedTexts.of(11, 20_000, 6, "a", "Z", "9", "-", ".", "_", "~", "+", "/", "=", "==", " ", "\t", "\"", "\u00e9")) {
            assertThat(AccessToken.parse(text).isPresent()).as("'%s'", text).isEqualTo(form.matcher(text).matches());
        }
    }
}
