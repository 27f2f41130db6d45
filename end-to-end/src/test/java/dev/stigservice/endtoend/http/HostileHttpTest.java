package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.RawHttp;
import dev.stigservice.endtoend.support.RunningService;

import dev.stigservice.endtoend.support.RawHttp.RawResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests no client should send, written byte for byte on raw sockets to the real server. Every
 * answer is a clean 4xx (in the error envelope when it has a body), never a 5xx or a stack trace, and
 * the service keeps answering others meanwhile.
 */
class HostileHttpTest {

    private static final Duration IDLE = Duration.ofSeconds(2);
    private static RunningService service;
    private static int port;

    @BeforeAll
    static void start() {
        service = new RunningService(Map.of("stig.auth.tokens", "hostile-suite-token",
                "micronaut.server.idle-timeout", IDLE.toMillis() + "ms",
                "micronaut.server.server-header", "micronaut-banner")); // and still none is sent
        port = URI.create(service.baseUrl()).getPort();
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    private static RawResponse send(byte[] request) throws IOException {
        return RawHttp.send(port, request);
    }

    private static RawResponse send(String request) throws IOException {
        return RawHttp.send(port, request);
    }

    private static void assertClean(RawResponse response, int... allowed) {
        assertThat(response.status()).as(response.head()).isIn(toObjects(allowed));
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("at io.").doesNotContain("at dev.");
        if (response.status() >= 400 && !response.body().isEmpty()) {
            assertThat(response.body()).startsWith("{\"error\":{\"code\":\"");
        }
        assertServiceStillAnswers();
    }

    private static Object[] toObjects(int[] values) {
        Object[] objects = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            objects[i] = values[i];
        }
        return objects;
    }

    private static void assertServiceStillAnswers() {
        assertThat(service.get("/api/v1/stigs").statusCode()).isEqualTo(200);
    }

    @Test
    void oversizedHeaderIsRefused() throws IOException {
        assertClean(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Junk: " + "a".repeat(40_000) + "\r\n\r\n"), 400, 413, 431);
    }

    @Test
    void oversizedUrlIsRefused() throws IOException {
        assertClean(send("GET /api/v1/stigs/" + "a".repeat(20_000) + "/download HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 414);
    }

    @Test
    void oversizedQueryIsRefused() throws IOException {
        RawResponse response = send("GET /api/v1/stigs?q=" + "b".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertThat(response.body()).isEqualTo("{\"error\":{\"code\":\"URI_TOO_LONG\",\"message\":\"Request-target too long\"}}");
        assertClean(send("GET /api/v1/stigs?q=" + "b".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 414);
    }

    @Test
    void longButLegalQueryIsAnswered() throws IOException {
        assertClean(send("GET /api/v1/stigs?q=" + "b".repeat(2_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 200);
    }

    @Test
    void twoAuthorizationHeadersAreUnauthorized() throws IOException {
        RawResponse response = send("GET /api/v1/stigs/demo-web-server-stig/download HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: Bearer hostile-suite-token\r\nAuthorization: Bearer other\r\nConnection: close\r\n\r\n");
        assertClean(response, 401);
    }

    @Test
    void twoFormatsAreABadRequest() throws IOException {
        assertClean(send("GET /api/v1/stigs/demo-web-server-stig/download?format=json&format=xml HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: Bearer hostile-suite-token\r\nConnection: close\r\n\r\n"), 400);
    }

    /** Found by the request fuzzer: a list element that is only a separator made every route answer 500. */
    @ParameterizedTest
    @ValueSource(strings = {";", ";;, gzip", ",", "gzip;q=", ";q=1"})
    void anAcceptEncodingOfSeparatorsIsAnsweredAsAnyOther(String acceptEncoding) throws IOException {
        assertClean(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nAccept-Encoding: " + acceptEncoding + "\r\nConnection: close\r\n\r\n"), 200);
        assertClean(send("GET /api/v1/stigs/demo-web-server-stig/download HTTP/1.1\r\nHost: x\r\nAccept-Encoding: " + acceptEncoding
                + "\r\nAuthorization: Bearer hostile-suite-token\r\nConnection: close\r\n\r\n"), 200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"..%2F..%2Fetc%2Fpasswd", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "demo-web-server-stig%00", "demo%00web",
            "%C0%AE%C0%AE%2F", "..%5C..%5Cwindows", "%252e%252e%252f"})
    void encodedTraversalAndNulInTheSlugAreNotFound(String slug) throws IOException {
        RawResponse response = send("GET /api/v1/stigs/" + slug + "/download HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: Bearer hostile-suite-token\r\nConnection: close\r\n\r\n");
        assertClean(response, 400, 404);
        assertThat(response.body()).doesNotContain("root:");
    }

    @Test
    void nonUtf8BytesInThePathAreRefusedCleanly() throws IOException {
        byte[] head = "GET /api/v1/stigs/".getBytes(StandardCharsets.ISO_8859_1);
        byte[] tail = ("/download HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer hostile-suite-token\r\n"
                + "Connection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.write(head);
        request.write(new byte[] {(byte) 0xFF, (byte) 0xFE, (byte) 0xC3, (byte) 0x28});
        request.write(tail);
        assertClean(send(request.toByteArray()), 400, 404);
    }

    @ParameterizedTest
    @ValueSource(strings = {"BREW", "PROPFIND", "TRACE", "CONNECT", "X"})
    void methodsThatDoNotExistAreRefused(String method) throws IOException {
        assertClean(send(method + " /api/v1/stigs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 400, 405, 501);
    }

    @Test
    void bodyOnGetIsIgnored() throws IOException {
        assertClean(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13\r\n"
                + "Connection: close\r\n\r\n{\"evil\":true}"), 200);
    }

    @Test
    void oversizedBodyIsRefused() throws IOException {
        assertClean(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n"
                + "x".repeat(100_000)), 200, 400, 413);
    }

    @Test
    void contentLengthWithTransferEncodingIsNotSmuggled() throws IOException {
        String smuggled = "GET /api/v1/stigs/demo-web-server-stig/download HTTP/1.1\r\nHost: x\r\n\r\n";
        RawResponse response = send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n" + smuggled);
        assertThat(response.status()).isIn(200, 400);
        // The smuggled request, had it been read as a second request, would have answered 401.
        assertThat(response.body()).doesNotContain("UNAUTHORIZED");
        assertServiceStillAnswers();
    }

    @Test
    void garbageInsteadOfHttpIsRefused() throws IOException {
        RawResponse response = send("\u0016\u0003\u0001\u0002\u0000hello\r\n\r\n");
        assertThat(response.status()).isIn(-1, 400);
        assertServiceStillAnswers();
    }

    @Test
    void slowAndHalfOpenConnectionsDoNotStopOthers() throws Exception {
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 50; i++) {
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
                socket.getOutputStream().write("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                if (i % 2 == 0) {
                    socket.shutdownOutput(); // half-open: never finishes the request
                }
                slow.add(socket);
            }
            long started = System.nanoTime();
            HttpResponse<String> listing = service.get("/api/v1/stigs");
            assertThat(listing.statusCode()).isEqualTo(200);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(1));

            Thread.sleep(IDLE.plusSeconds(2).toMillis());
            Socket stalled = slow.get(1);
            stalled.setSoTimeout(2_000);
            assertThat(stalled.getInputStream().read()).as("the server closed the idle connection").isEqualTo(-1);
        } finally {
            for (Socket socket : slow) {
                socket.close();
            }
        }
    }

    @Test
    void securityHeadersAndTheDateAreOnEveryAnswerAndNoServerBanner() {
        for (HttpResponse<String> response : List.of(service.get("/api/v1/stigs"), service.get("/nowhere"),
                service.get("/api/v1/stigs/demo-web-server-stig/download"),
                service.get("/api/v1/stigs/demo-web-server-stig/download?format=csv", "Authorization", "Bearer hostile-suite-token"),
                service.send("DELETE", "/api/v1/stigs"))) {
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(response.uri().toString()).hasValue("nosniff");
            assertThat(response.headers().firstValue("Content-Security-Policy")).hasValue("default-src 'none'; frame-ancestors 'none'; sandbox");
            assertThat(response.headers().firstValue("Server")).isEmpty();
            String date = response.headers().firstValue("Date").orElseThrow();
            assertThat(date).matches(RawHttp.IMF_FIXDATE);
            assertThat(Duration.between(ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant(), Instant.now()).abs())
                    .isLessThan(Duration.ofSeconds(5));
        }
        HttpResponse<String> page = service.get("/docs");
        assertThat(page.headers().firstValue("Content-Security-Policy")).as("the API reference page runs its own scripts")
                .hasValueSatisfying(policy -> assertThat(policy).startsWith("default-src 'none'; script-src 'self';"));
        assertThat(page.headers().allValues("Content-Security-Policy")).hasSize(1);
        assertThat(page.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(page.headers().firstValue("Server")).isEmpty();
    }
}
