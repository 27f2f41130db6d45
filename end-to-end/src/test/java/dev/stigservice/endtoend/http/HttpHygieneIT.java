package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.JarProcess;
import dev.stigservice.endtoend.support.RawHttp;

import dev.stigservice.endtoend.support.RawHttp.RawResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar, on raw sockets, with requests whose framing, target or version is unclear (RFC 9112), headers
 * that must not decide an API answer, and methods the static routes do not have. Each refusal is the envelope with
 * the security headers and a request id; a refused connection is closed and nothing behind the refusal is served.
 */
class HttpHygieneIT {

    private static final String TOKEN = "hygiene-token";
    private static final String DOWNLOAD = "/api/v1/stigs/demo-web-server-stig/download";
    private static JarProcess service;
    private static int port;

    @BeforeAll
    static void start() throws Exception {
        service = JarProcess.server("-Dstig.auth.tokens=" + TOKEN);
        port = URI.create(service.baseUrl()).getPort();
    }

    @AfterAll
    static void stop() throws Exception {
        service.close();
    }

    private static RawResponse send(String request) throws IOException {
        return RawHttp.send(port, request);
    }

    private static void assertRefusedAndClosed(RawResponse response, int status, String code) {
        assertThat(response.status()).as(response.head()).isEqualTo(status);
        assertThat(response.head()).startsWith("HTTP/1.1 ").containsIgnoringCase("connection: close")
                .contains("X-Content-Type-Options: nosniff", "Content-Security-Policy: default-src 'none'",
                        "Referrer-Policy: no-referrer")
                .containsPattern("X-Request-Id: [0-9a-f-]{36}")
                .containsPattern("Date: " + RawHttp.IMF_FIXDATE);
        assertThat(response.body()).startsWith("{\"error\":{\"code\":\"" + code + "\",");
    }

    private static void assertEnvelope(RawResponse response, int status, String code) {
        assertThat(response.status()).as(response.head()).isEqualTo(status);
        assertThat(response.body()).startsWith("{\"error\":{\"code\":\"" + code + "\",");
    }

    @ParameterizedTest
    @ValueSource(strings = {"xchunked", "gzip", "chunked, gzip", "chunked,identity", "identity"})
    void aTransferEncodingThatDoesNotEndInChunkedIsRefusedAndItsBodyIsNeverARequest(String codings) throws IOException {
        String smuggled = "GET /api/v1/stigs?q=smuggled HTTP/1.1\r\nHost: x\r\n\r\n";
        RawResponse response = send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: " + codings + "\r\n\r\n" + smuggled);
        assertRefusedAndClosed(response, 400, "BAD_REQUEST");
        assertThat(response.statusLines()).as("only the refusal was answered").isEqualTo(1);
    }

    @Test
    void aChunkedBodyIsReadAndAnotherCodingIsNotImplemented() throws IOException {
        RawResponse response = send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                + "Connection: close\r\n\r\n0\r\n\r\n");
        assertThat(response.status()).isEqualTo(200);
        for (String codings : new String[] {"gzip, chunked", "identity, chunked"}) {
            assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: " + codings
                    + "\r\n\r\n0\r\n\r\n"), 501, "NOT_IMPLEMENTED");
        }
    }

    @Test
    void methodsAreCaseSensitiveAHostIsAnAuthorityAndCloseAnywhereInConnectionCloses() throws IOException {
        assertRefusedAndClosed(send("gEt /api/v1/stigs HTTP/1.1\r\nHost: x\r\n\r\n"), 501, "NOT_IMPLEMENTED");
        assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.1\r\nHost: a b/c@d\r\n\r\n"), 400, "BAD_REQUEST");
        RawResponse closing = send("GET /health/liveness HTTP/1.1\r\nHost: x\r\nConnection: foo, close\r\n\r\n"
                + "GET /health/liveness HTTP/1.1\r\nHost: x\r\n\r\n");
        assertThat(closing.status()).isEqualTo(200);
        assertThat(closing.statusLines()).as("the request behind Connection: foo, close is not served").isEqualTo(1);
    }

    @Test
    void anHttp11RequestWithoutHostIsRefused() throws IOException {
        assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.1\r\n\r\n"), 400, "BAD_REQUEST");
    }

    @Test
    void aRequestWithTwoHostsIsRefused() throws IOException {
        assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"), 400, "BAD_REQUEST");
        assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n"), 400, "BAD_REQUEST");
    }

    @Test
    void anHttp10RequestWithoutHostIsAnsweredInHttp10() throws IOException {
        RawResponse response = send("GET /api/v1/stigs HTTP/1.0\r\n\r\n");
        assertThat(response.head()).startsWith("HTTP/1.0 200 ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"HTTP/2.0", "HTTP/1.2", "HTTP/3.0"})
    void anotherVersionInTheRequestLineIsAnsweredWithTheServersOwn(String version) throws IOException {
        RawResponse response = send("GET /api/v1/stigs HTTP/1.1".replace("HTTP/1.1", version) + "\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertThat(response.head()).startsWith("HTTP/1.1 200 ");
    }

    @Test
    void decoderRefusalsCarryTheSecurityHeadersADateAndARequestId() throws IOException {
        assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nX-Junk: " + "a".repeat(40_000) + "\r\n\r\n"),
                413, "PAYLOAD_TOO_LARGE");
        assertRefusedAndClosed(send("GET /api/v1/stigs?q=" + "b".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"),
                414, "URI_TOO_LONG");
        assertRefusedAndClosed(send("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\nContent-Length: 1, 2\r\n\r\n"), 400, "BAD_REQUEST");
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/csv", "application/xml", "image/png", "application/json;q=0", "*/*;q=0"})
    void acceptNeverDecidesAnApiAnswerAndTheTokenIsCheckedFirst(String accept) throws IOException {
        String headers = "Host: x\r\nAccept: " + accept + "\r\nConnection: close\r\n";
        RawResponse csv = send("GET " + DOWNLOAD + "?format=csv HTTP/1.1\r\n" + headers + "Authorization: Bearer " + TOKEN + "\r\n\r\n");
        assertThat(csv.status()).isEqualTo(200);
        assertThat(csv.head()).containsIgnoringCase("content-type: text/csv; charset=utf-8");
        assertEnvelope(send("GET " + DOWNLOAD + "?format=csv HTTP/1.1\r\n" + headers + "\r\n"), 401, "UNAUTHORIZED");
        assertEnvelope(send("GET /api/v1/stigs/demo-web-server-stig/changes HTTP/1.1\r\n" + headers + "\r\n"), 401, "UNAUTHORIZED");
        assertThat(send("GET /api/v1/stigs HTTP/1.1\r\n" + headers + "\r\n").status()).isEqualTo(200);
        assertThat(send("GET /api/v1/stigs/demo-web-server-stig/revisions HTTP/1.1\r\n" + headers + "\r\n").status()).isEqualTo(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/openapi.yml", "/docs", "/docs/index.html", "/docs/res/redoc.standalone.js", "/schema/benchmark-export.schema.json"})
    void staticRoutesAnswerGetAndHeadOnly(String path) throws IOException {
        for (String method : new String[] {"GET", "HEAD"}) {
            assertThat(send(method + " " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status()).as(method).isEqualTo(200);
        }
        RawResponse document = send("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        String tag = document.head().lines().filter(line -> line.regionMatches(true, 0, "ETag: ", 0, 6)).findFirst().orElseThrow().substring(6);
        RawResponse unchanged = send("GET " + path + " HTTP/1.1\r\nHost: x\r\nIf-None-Match: " + tag + "\r\nConnection: close\r\n\r\n");
        assertThat(unchanged.status()).as("304 on the document's own tag").isEqualTo(304);
        assertThat(document.head()).containsIgnoringCase("Cache-Control: public, max-age=60");
        for (String method : new String[] {"PUT", "DELETE", "TRACE", "POST", "OPTIONS"}) {
            RawResponse response = send(method + " " + path + " HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            assertEnvelope(response, 405, "METHOD_NOT_ALLOWED");
            assertThat(response.head()).as(method).containsPattern("(?im)^allow: (GET, ?HEAD|HEAD, ?GET)$");
        }
        assertRefusedAndClosed(send("BREW " + path + " HTTP/1.1\r\nHost: x\r\n\r\n"), 501, "NOT_IMPLEMENTED");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/docs/..%2F..%2Fapplication.yml", "/docs/%2e%2e/application.yml", "/docs/.hidden.js", "/schema/../logback.xml",
            "/docs/nothing.js", "/schema/benchmark-export.schema.json.bak", "/docs/META-INF/MANIFEST.MF"})
    void staticRoutesServeOnlyTheirOwnDocuments(String path) throws IOException {
        RawResponse response = send("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertEnvelope(response, 404, "NOT_FOUND");
    }

    /** A client that leaves in the middle of the 940 KB Redoc script, fifty times: the log stays free of stack traces. */
    @Test
    void clientsLeavingMidTransferLeaveNoStackTrace() throws Exception {
        for (int i = 0; i < 50; i++) {
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                socket.setSoLinger(true, 0); // close with a reset, as a client that gives up does
                socket.getOutputStream().write("GET /docs/res/redoc.standalone.js HTTP/1.1\r\nHost: x\r\n\r\n"
                        .getBytes(StandardCharsets.ISO_8859_1));
                socket.getInputStream().readNBytes(1 + i * 4000);
            }
        }
        assertThat(send("GET /docs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status()).isEqualTo(200);
        assertThat(service.output()).noneSatisfy(line -> assertThat(line).startsWith("\tat "));
        assertThat(service.output()).noneSatisfy(line -> assertThat(line).contains("Exception"));
    }
}
