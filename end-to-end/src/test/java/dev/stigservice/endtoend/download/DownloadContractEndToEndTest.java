package dev.stigservice.endtoend.download;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The download contract through the real server, the real wiring and a real HTTP stand-in for the
 * access-management service: no port is mocked. Runs on the bundled demo catalog.
 */
class DownloadContractEndToEndTest {

    private static final String VALID = "valid-token-123";
    private static final String REFUSED = "refused-token";
    private static final String BROKEN = "token-while-service-fails";
    private static final String UNAUTHORIZED_BODY =
            "{\"error\":{\"code\":\"UNAUTHORIZED\",\"message\":\"Missing or invalid Authorization header\"}}";
    private static final String DOWNLOAD = "/api/v1/stigs/demo-web-server-stig/download";

    private static AccessManagementStandIn accessManagement;
    private static RunningService service;

    @BeforeAll
    static void start() throws IOException {
        accessManagement = new AccessManagementStandIn();
        // The verdict cache is off here: these tests count calls per request; caching has its own tests.
        service = new RunningService(Map.of("stig.auth.url", accessManagement.url(), "stig.auth.cache.ttl", "0s"));
    }

    @AfterAll
    static void stop() {
        service.close();
        accessManagement.close();
    }

    @BeforeEach
    void answers() {
        accessManagement.reset();
        accessManagement.answer(VALID, 200, "{\"valid\":true}");
        accessManagement.answer(REFUSED, 401, "");
        accessManagement.answer(BROKEN, 500, "oops");
    }

    @Test
    void missingTokenIs401WithTheExactEnvelopeAndChallenge() {
        HttpResponse<String> response = service.get(DOWNLOAD);
        assertUnauthorized(response);
        assertThat(accessManagement.calls()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "Bearer a b", "Bearer tok\"en", "Bearer tök",
            "Token valid-token-123", "Bearer=valid-token-123", "Bearer ==abc"})
    void malformedHeaderIs401AndNeverReachesTheService(String header) {
        assertUnauthorized(service.get(DOWNLOAD, "Authorization", header));
        assertThat(accessManagement.calls()).isEmpty();
    }

    @Test
    void overlongTokenIs401WithoutACall() {
        assertUnauthorized(service.get(DOWNLOAD, "Authorization", "Bearer " + "a".repeat(4097)));
        assertThat(accessManagement.calls()).isEmpty();
    }

    @Test
    void refusedTokenIs401AfterOneCall() {
        assertUnauthorized(service.get(DOWNLOAD, "Authorization", "Bearer " + REFUSED));
        assertThat(accessManagement.calls()).hasSize(1);
    }

    @Test
    void schemeIsCaseInsensitiveAndTheCallCarriesTheTokenAndAccept() {
        HttpResponse<String> response = service.get(DOWNLOAD, "Authorization", "bEaReR   " + VALID);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(accessManagement.calls()).containsExactly(
                new AccessManagementStandIn.Call("GET", "Bearer " + VALID, "application/json", ""));
    }

    @Test
    void failingAccessManagementIs503WithRetryAfter() {
        HttpResponse<String> response = service.get(DOWNLOAD, "Authorization", "Bearer " + BROKEN);
        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(response.headers().firstValue("Retry-After")).isPresent();
        assertThat(response.body()).contains("\"code\":\"SERVICE_UNAVAILABLE\"").doesNotContain(BROKEN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"JSON", "", "json,csv", "pdf", "Xml"})
    void unsupportedFormatIs400WithTheExactMessage(String format) {
        HttpResponse<String> response = service.get(DOWNLOAD + "?format=" + format, "Authorization", "Bearer " + VALID);
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo(service.badFormatBody());
    }

    @Test
    void formatGivenTwiceIs400() {
        HttpResponse<String> response = service.get(DOWNLOAD + "?format=json&format=csv", "Authorization", "Bearer " + VALID);
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo(service.badFormatBody());
    }

    @Test
    void unknownSlugIs404AndQuotesOnlyAValidSlug() {
        HttpResponse<String> unknown = service.get("/api/v1/stigs/no-such-stig/download", "Authorization", "Bearer " + VALID);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"STIG 'no-such-stig' not found\"}}");

        HttpResponse<String> notASlug = service.get("/api/v1/stigs/Bad_Slug%3Cscript%3E/download", "Authorization", "Bearer " + VALID);
        assertThat(notASlug.statusCode()).isEqualTo(404);
        assertThat(notASlug.body()).isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"Not found\"}}");
    }

    @Test
    void checksRunInOrderAuthorizationThenFormatThenSlug() {
        assertUnauthorized(service.get("/api/v1/stigs/no-such-stig/download?format=pdf"));
        assertThat(service.get("/api/v1/stigs/no-such-stig/download?format=pdf", "Authorization", "Bearer " + VALID).statusCode())
                .isEqualTo(400);
        assertThat(service.get("/api/v1/stigs/no-such-stig/download?format=pdf", "Authorization", "Bearer " + BROKEN).statusCode())
                .isEqualTo(503);
    }

    @Test
    void downloadsEachFormatWithItsContentTypeAndHeaders() {
        service.downloadFormats().forEach(registered -> {
            String format = registered.name();
            HttpResponse<String> response = service.get(DOWNLOAD + "?format=" + format, "Authorization", "Bearer " + VALID);
            assertThat(response.statusCode()).as(format).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).hasValue(registered.mediaType());
            assertThat(response.headers().firstValue("Content-Disposition"))
                    .hasValue("attachment; filename=\"demo-web-server-stig-v1r3." + format + "\"");
            assertThat(response.headers().firstValue("Cache-Control")).hasValue("private, no-cache");
            assertThat(response.headers().firstValue("Vary")).hasValue("Authorization");
            assertThat(response.headers().firstValue("ETag")).hasValueSatisfying(tag -> assertThat(tag).matches("\"[0-9a-f]{32}\""));
        });
        assertThat(service.get(DOWNLOAD, "Authorization", "Bearer " + VALID).body())
                .startsWith("{\"slug\":\"demo-web-server-stig\",\"benchmarkId\":\"Demo_Web_Server_STIG\"");
    }

    @Test
    void ifNoneMatchAnswers304OnlyAfterAuthorization() {
        String tag = service.get(DOWNLOAD, "Authorization", "Bearer " + VALID).headers().firstValue("ETag").orElseThrow();
        HttpResponse<String> cached = service.get(DOWNLOAD, "Authorization", "Bearer " + VALID, "If-None-Match", tag);
        assertThat(cached.statusCode()).isEqualTo(304);
        assertThat(cached.body()).isEmpty();
        assertUnauthorized(service.get(DOWNLOAD, "If-None-Match", tag));
    }

    @Test
    void headAnswersLikeGetWithoutABody() {
        HttpResponse<String> get = service.get(DOWNLOAD, "Authorization", "Bearer " + VALID);
        HttpResponse<String> head = service.send("HEAD", DOWNLOAD, "Authorization", "Bearer " + VALID);
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.body()).isEmpty();
        assertThat(head.headers().firstValue("ETag")).isEqualTo(get.headers().firstValue("ETag"));
        assertThat(head.headers().firstValue("Content-Disposition")).isEqualTo(get.headers().firstValue("Content-Disposition"));
    }

    private static void assertUnauthorized(HttpResponse<String> response) {
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.body()).isEqualTo(UNAUTHORIZED_BODY);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"stigs\"");
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    }
}
