package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.TokenVerdict;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The one rule that turns an access-management answer into a verdict (contract: "Tokens and the access-management service"). */
class AccessManagementAnswerTest {

    private static final String CONSENT = "{\"valid\":true}";

    private static TokenVerdict classify(int status, String body) {
        return AccessManagementAnswer.classify(status, body.getBytes(StandardCharsets.UTF_8));
    }

    private static TokenVerdict ok(String body) {
        return classify(200, body);
    }

    /** What the rule gives any status with a body that would consent under a 2xx. */
    private static Class<? extends TokenVerdict> expectedFor(int status) {
        if (status == 401 || status == 403) {
            return TokenVerdict.Invalid.class;
        }
        return status >= 200 && status <= 299 ? TokenVerdict.Valid.class : TokenVerdict.Unavailable.class;
    }

    @Test
    void everyStatusFromMinusOneTo1000IsClassifiedByTheRuleWithEitherConsentingBody() {
        SoftAssertions softly = new SoftAssertions();
        for (int status = -1; status <= 1000; status++) {
            softly.assertThat(AccessManagementAnswer.classify(status, null)).as("status %d, no body", status)
                    .isInstanceOf(expectedFor(status));
            softly.assertThat(classify(status, "")).as("status %d, empty body", status).isInstanceOf(expectedFor(status));
            softly.assertThat(classify(status, CONSENT)).as("status %d, %s", status, CONSENT).isInstanceOf(expectedFor(status));
        }
        softly.assertAll();
    }

    @ParameterizedTest
    @ValueSource(ints = {100, 101, 199, 300, 301, 302, 303, 304, 307, 308, 399, 400, 404, 429, 500, 503, 599, 600, 999})
    void redirectsInformationalAndOddStatusesAreUnavailableEvenWithABodyThatLooksLikeConsent(int status) {
        assertThat(classify(status, CONSENT)).isInstanceOf(TokenVerdict.Unavailable.class);
        assertThat(classify(status, "{\"valid\":true,\"active\":true}")).isInstanceOf(TokenVerdict.Unavailable.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{}", "{\"valid\":true}", "{\"active\":true}", "{\"valid\":true,\"active\":true}",
            " {\"valid\" : true}\n", "{\"sub\":\"alice\",\"scope\":[\"read\"],\"valid\":true}",
            "{\"sub\":{\"valid\":false}}", "{\"claims\":[{\"active\":false}]}"})
    void a2xxWithAnEmptyBodyOrAnObjectWhoseValidAndActiveAreTrueWherePresentConsents(String body) {
        assertThat(ok(body)).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(classify(204, body)).isInstanceOf(TokenVerdict.Valid.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"valid\":false}", "{\"active\":false}", "{\"valid\":true,\"active\":false}",
            "{\"active\":false,\"valid\":true}", "{\"valid\":false,\"sub\":\"x\"}"})
    void falseInValidOrActiveRefuses(String body) {
        assertThat(ok(body)).isInstanceOf(TokenVerdict.Invalid.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"valid\":\"false\"}", "{\"valid\":\"true\"}", "{\"valid\":0}", "{\"valid\":1}",
            "{\"valid\":null}", "{\"active\":\"false\"}", "{\"active\":{}}", "{\"active\":[true]}",
            "[false]", "[true]", "[]", "true", "false", "null", "0", "\"valid\"", " ",
            "<html><body>Sign in</body></html>", "OK", "not json", "{\"valid\":true", "{\"valid\":true}}",
            "{\"valid\":true}{\"valid\":false}", "{\"valid\":true} trailing", "{\"valid\":true,\"valid\":false}",
            "{\"valid\":true,\"valid\":true}", "{\"active\":false, garbage", "\u0000{\"valid\":true}"})
    void anyOther2xxBodyIsUnavailable(String body) {
        assertThat(ok(body)).isInstanceOf(TokenVerdict.Unavailable.class);
    }

    @Test
    void theBodyOfARefusingStatusIsNotRead() {
        assertThat(classify(401, CONSENT)).isInstanceOf(TokenVerdict.Invalid.class);
        assertThat(classify(403, "<html>")).isInstanceOf(TokenVerdict.Invalid.class);
    }

    @Test
    void expiryComesFromExpiresAtOrExpWhicheverIsEarlier() {
        assertThat(ok("{\"expiresAt\":\"2026-11-22T10:00:00Z\"}")).isEqualTo(new TokenVerdict.Valid(Instant.parse("2026-11-22T10:00:00Z")));
        assertThat(ok("{\"exp\":1700000000}")).isEqualTo(new TokenVerdict.Valid(Instant.ofEpochSecond(1700000000)));
        assertThat(ok("{\"exp\":1700000000.9}")).isEqualTo(new TokenVerdict.Valid(Instant.ofEpochSecond(1700000000)));
        assertThat(ok("{\"exp\":1700000000,\"expiresAt\":\"2030-01-01T00:00:00Z\"}"))
                .isEqualTo(new TokenVerdict.Valid(Instant.ofEpochSecond(1700000000)));
        assertThat(ok("{\"valid\":true,\"expiresAt\":\"2026-11-22T10:00:00+01:00\"}"))
                .isEqualTo(new TokenVerdict.Valid(Instant.parse("2026-11-22T09:00:00Z")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"expiresAt\":\"tomorrow\"}", "{\"expiresAt\":1700000000}", "{\"expiresAt\":null}",
            "{\"exp\":\"1700000000\"}", "{\"exp\":null}", "{\"exp\":1e400}", "{\"exp\":99999999999999999999}",
            "{\"exp\":-99999999999999999}"})
    void anExpiryThatCannotBeReadIsUnavailableNotAnUnboundedConfirmation(String body) {
        assertThat(ok(body)).isInstanceOf(TokenVerdict.Unavailable.class);
    }

    @Test
    void reasonsNameTheStatusOrTheShapeAndNothingOfTheBody() {
        assertThat(classify(302, CONSENT)).isEqualTo(TokenVerdict.unavailable("status 302"));
        assertThat(ok("{\"valid\":\"secret-tok-1\"}")).isEqualTo(TokenVerdict.unavailable("'valid' is not a boolean"));
        assertThat(ok("secret-tok-1")).isEqualTo(TokenVerdict.unavailable("a 2xx body that cannot be read"));
    }
}
