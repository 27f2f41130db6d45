package dev.stigservice.endtoend.access;

import dev.stigservice.endtoend.support.JarProcess;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar against an access-management service that answers with every shape that is not a clear verdict:
 * redirects to a sign-in page, informational and out-of-range statuses, bodies that only look like consent. None
 * opens a protected answer, none ends in a 500, and none is cached (contract: "Tokens and the access-management service").
 */
class HostileAccessManagementIT {

    private static final String LOCATION = "Location: https://sso.example/login\r\n";
    private static final List<String> PROTECTED = List.of(
            "/api/v1/stigs/demo-web-server-stig/download",
            "/api/v1/stigs/demo-web-server-stig/download?format=csv",
            "/api/v1/stigs/demo-web-server-stig/changes");
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static RawAccessManagement accessManagement;
    private static JarProcess service;

    /** What access management answers, and the status every protected route must give for it. */
    record Shape(String status, String headers, String body, int expected) {
        @Override
        public String toString() {
            return status + (headers.isEmpty() ? "" : " with Location") + (body.isEmpty() ? "" : " " + body) + " -> " + expected;
        }
    }

    static Stream<Shape> shapes() {
        return Stream.of(
                new Shape("301 Moved Permanently", LOCATION, "", 503),
                new Shape("302 Found", LOCATION, "", 503),
                new Shape("302 Found", LOCATION, "{\"valid\": true}", 503),
                new Shape("303 See Other", LOCATION, "", 503),
                new Shape("307 Temporary Redirect", LOCATION, "", 503),
                new Shape("308 Permanent Redirect", LOCATION, "{\"valid\": true}", 503),
                new Shape("199 Odd", "", "", 503),
                new Shape("599 Odd", "", "{\"valid\": true}", 503),
                new Shape("600 Odd", "", "", 503),
                new Shape("999 Odd", "", "{\"valid\": true}", 503),
                new Shape("200 OK", "", "{\"valid\": \"false\"}", 503),
                new Shape("200 OK", "", "{\"valid\": 0}", 503),
                new Shape("200 OK", "", "{\"valid\": null}", 503),
                new Shape("200 OK", "", "{\"active\": \"false\"}", 503),
                new Shape("200 OK", "", "[false]", 503),
                new Shape("200 OK", "Content-Type: text/html\r\n", "<html><body><form>Sign in</form></body></html>", 503),
                new Shape("200 OK", "", "{\"valid\": false}", 401),
                new Shape("200 OK", "", "{\"active\": false}", 401),
                new Shape("403 Forbidden", "", "{\"valid\": true}", 401),
                new Shape("200 OK", "", "{\"valid\": true}", 200),
                new Shape("204 No Content", "", "", 200));
    }

    @BeforeAll
    static void start() throws Exception {
        accessManagement = new RawAccessManagement();
        service = JarProcess.server("-Dstig.auth.url=" + accessManagement.url(), "-Dstig.auth.breaker.minimum-calls=100000");
    }

    @AfterAll
    static void stop() throws Exception {
        service.close();
        accessManagement.close();
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void everyProtectedRouteAnswersAsTheRuleSays(Shape shape) throws Exception {
        for (String route : PROTECTED) {
            String token = "secret-tok-hostile-" + NEXT.incrementAndGet();
            accessManagement.answer(token, shape.status(), shape.headers(), shape.body());
            HttpResponse<byte[]> answer = service.get(route, token);
            String body = new String(answer.body(), StandardCharsets.UTF_8);
            assertThat(answer.statusCode()).as(route + " " + body).isEqualTo(shape.expected());
            switch (shape.expected()) {
                case 503 -> {
                    assertThat(body).startsWith("{\"error\":{\"code\":\"SERVICE_UNAVAILABLE\"");
                    assertThat(answer.headers().firstValue("Retry-After")).isPresent();
                    assertThat(service.get(route, token).statusCode()).as("asked again, never cached").isEqualTo(503);
                    assertThat(accessManagement.callsWith(token)).as("one call per request").isEqualTo(2);
                }
                case 401 -> assertThat(body).startsWith("{\"error\":{\"code\":\"UNAUTHORIZED\"");
                default -> assertThat(accessManagement.callsWith(token)).isEqualTo(1);
            }
        }
        // Whatever the shape, the log holds no stack trace, no ERROR and no token.
        assertThat(service.output()).noneSatisfy(line -> assertThat(line).startsWith("\tat "));
        assertThat(service.output()).noneSatisfy(line -> assertThat(line).contains(" ERROR "));
        assertThat(service.output()).noneSatisfy(line -> assertThat(line).contains("secret-tok-hostile-"));
    }
}
