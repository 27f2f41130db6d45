package dev.stigservice.endtoend.access;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How each behaviour of the access-management service reaches the caller, through the real server and
 * a real loopback stand-in. Every test uses tokens of its own, so the verdict cache never carries one
 * test into another. All test tokens start with {@link #PREFIX}; {@code SuiteLogIT} checks that none
 * ever reaches a log. Answers that no HTTP server library writes (redirects, odd statuses) are played against the
 * packaged jar by {@code HostileAccessManagementIT}.
 */
class AccessManagementFailureModesTest {

    static final String PREFIX = "secret-tok-";
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final String DOWNLOAD = "/api/v1/stigs/demo-web-server-stig/download";
    private static AccessManagementStandIn accessManagement;
    private static RunningService service;

    @BeforeAll
    static void start() throws IOException {
        accessManagement = new AccessManagementStandIn();
        service = new RunningService(properties(accessManagement.url()));
    }

    @AfterAll
    static void stop() {
        service.close();
        accessManagement.close();
    }

    /** One-second timeout; a breaker that stays closed here (it has its own test). */
    private static Map<String, Object> properties(String url) {
        return Map.of("stig.auth.url", url, "stig.auth.timeout", "1s", "stig.auth.breaker.minimum-calls", 100_000);
    }

    private static String newToken() {
        return PREFIX + NEXT.incrementAndGet();
    }

    private static HttpResponse<String> download(RunningService on, String token) {
        return on.get(DOWNLOAD, "Authorization", "Bearer " + token);
    }

    private static void assertAnswer(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).isEqualTo(status);
        if (code != null) {
            assertThat(response.body()).startsWith("{\"error\":{\"code\":\"" + code + "\"");
        }
        if (status == 503) {
            assertThat(response.headers().firstValue("Retry-After")).isPresent();
        }
    }

    private void expect(int serviceStatus, String serviceBody, int status, String code) {
        String token = newToken();
        accessManagement.answer(token, serviceStatus, serviceBody);
        assertAnswer(download(service, token), status, code);
        assertThat(accessManagement.callsWith(token)).isEqualTo(1);
    }

    @Test
    void ok200WithValidTrueDownloads() {
        expect(200, "{\"valid\":true}", 200, null);
    }

    @Test
    void ok200WithAnEmptyBodyDownloads() {
        expect(200, "", 200, null);
    }

    @Test
    void ok200WithValidFalseIs401() {
        expect(200, "{\"valid\":false}", 401, "UNAUTHORIZED");
    }

    @Test
    void ok200WithActiveFalseIs401() {
        expect(200, "{\"active\":false,\"sub\":\"x\"}", 401, "UNAUTHORIZED");
    }

    @Test
    void status401Is401() {
        expect(401, "", 401, "UNAUTHORIZED");
    }

    @Test
    void status403Is401() {
        expect(403, "{\"error\":\"forbidden\"}", 401, "UNAUTHORIZED");
    }

    @Test
    void status404Is503() {
        expect(404, "no such route", 503, "SERVICE_UNAVAILABLE");
    }

    @Test
    void status429Is503() {
        expect(429, "slow down", 503, "SERVICE_UNAVAILABLE");
    }

    @Test
    void status500Is503() {
        expect(500, "boom", 503, "SERVICE_UNAVAILABLE");
    }

    @Test
    void a2xxBodyThatIsNotJsonIs503NeverADownload() {
        expect(200, "<html>\u0000not json at all{{{", 503, "SERVICE_UNAVAILABLE");
    }

    @Test
    void bodyOf10MegabytesIs503AndNeverADownload() {
        expect(200, "{\"valid\":true,\"pad\":\"" + "x".repeat(10 * 1024 * 1024) + "\"}", 503, "SERVICE_UNAVAILABLE");
    }

    @Test
    void hangPastTheTimeoutIs503InAboutTheTimeout() {
        String token = newToken();
        accessManagement.answerAfter(token, Duration.ofSeconds(5), 200, "{\"valid\":true}");
        Instant started = Instant.now();
        HttpResponse<String> response = download(service, token);
        Duration took = Duration.between(started, Instant.now());
        assertAnswer(response, 503, "SERVICE_UNAVAILABLE");
        assertThat(took).isBetween(Duration.ofMillis(900), Duration.ofMillis(2500));
        assertThat(accessManagement.callsWith(token)).isEqualTo(1);
    }

    @Test
    void refusedConnectionIs503() throws IOException {
        try (RunningService refused = new RunningService(properties(ResettingServer.refusingUrl()))) {
            assertAnswer(download(refused, newToken()), 503, "SERVICE_UNAVAILABLE");
        }
    }

    @Test
    void resetConnectionIs503() throws IOException {
        try (ResettingServer resetting = new ResettingServer();
             RunningService reset = new RunningService(properties(resetting.url()))) {
            assertAnswer(download(reset, newToken()), 503, "SERVICE_UNAVAILABLE");
            assertThat(resetting.connections()).isGreaterThanOrEqualTo(1);
        }
    }

    @Test
    void postMethodSendsTheTokenInTheHeaderAndAsJson() {
        String token = newToken();
        accessManagement.answer(token, 200, "");
        Map<String, Object> post = new java.util.HashMap<>(properties(accessManagement.url()));
        post.put("stig.auth.method", "POST");
        try (RunningService posting = new RunningService(post)) {
            assertAnswer(download(posting, token), 200, null);
        }
        assertThat(accessManagement.calls()).filteredOn(call -> call.authorization().equals("Bearer " + token))
                .singleElement()
                .satisfies(call -> {
                    assertThat(call.method()).isEqualTo("POST");
                    assertThat(call.accept()).isEqualTo("application/json");
                    assertThat(call.body()).isEqualTo("{\"token\":\"" + token + "\"}");
                });
    }

    @Test
    void twentySequentialRequestsWithOneTokenMakeOneCall() {
        String token = newToken();
        accessManagement.answer(token, 200, "");
        for (int i = 0; i < 20; i++) {
            assertAnswer(download(service, token), 200, null);
        }
        assertThat(accessManagement.callsWith(token)).isEqualTo(1);
    }

    @Test
    void hundredConcurrentRequestsWithOneNewTokenMakeOneCall() {
        String token = newToken();
        accessManagement.answerAfter(token, Duration.ofMillis(300), 200, "");
        List<CompletableFuture<HttpResponse<String>>> responses = sendConcurrently(100, i -> token);
        responses.forEach(response -> assertAnswer(response.join(), 200, null));
        assertThat(accessManagement.callsWith(token)).isEqualTo(1);
    }

    @Test
    void validVerdictExpiresAtExp() throws InterruptedException {
        String token = newToken();
        long exp = Instant.now().plusSeconds(2).getEpochSecond();
        accessManagement.answer(token, 200, "{\"valid\":true,\"exp\":" + exp + "}");
        assertAnswer(download(service, token), 200, null);
        assertAnswer(download(service, token), 200, null);
        assertThat(accessManagement.callsWith(token)).isEqualTo(1);
        Thread.sleep(Duration.between(Instant.now(), Instant.ofEpochSecond(exp)).plusMillis(200));
        accessManagement.answer(token, 401, "");
        assertAnswer(download(service, token), 401, "UNAUTHORIZED");
        assertThat(accessManagement.callsWith(token)).isEqualTo(2);
    }

    @Test
    void refusalsAreCheckedAgainAfterFiveSeconds() throws InterruptedException {
        String token = newToken();
        accessManagement.answer(token, 401, "");
        assertAnswer(download(service, token), 401, "UNAUTHORIZED");
        assertAnswer(download(service, token), 401, "UNAUTHORIZED");
        assertThat(accessManagement.callsWith(token)).isEqualTo(1);
        accessManagement.answer(token, 200, "");
        Thread.sleep(5_100);
        assertAnswer(download(service, token), 200, null);
        assertThat(accessManagement.callsWith(token)).isEqualTo(2);
    }

    @Test
    void listingAnswersQuicklyWhileFiftyRequestsHangOnTheService() throws InterruptedException {
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            String token = newToken();
            accessManagement.answerAfter(token, Duration.ofSeconds(3), 200, "");
            tokens.add(token);
        }
        List<CompletableFuture<HttpResponse<String>>> hanging = sendConcurrently(50, tokens::get);
        Thread.sleep(300);
        service.get("/api/v1/stigs"); // warm
        long started = System.nanoTime();
        HttpResponse<String> listing = service.get("/api/v1/stigs");
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        assertThat(listing.statusCode()).isEqualTo(200);
        assertThat(took).isLessThan(Duration.ofMillis(100));
        assertThat(hanging).allSatisfy(response -> assertThat(response.isDone()).isFalse());
        hanging.forEach(response -> assertAnswer(response.join(), 503, "SERVICE_UNAVAILABLE"));
    }

    private static List<CompletableFuture<HttpResponse<String>>> sendConcurrently(int count, java.util.function.IntFunction<String> tokens) {
        HttpClient client = HttpClient.newHttpClient();
        List<CompletableFuture<HttpResponse<String>>> responses = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(service.baseUrl() + DOWNLOAD))
                    .header("Authorization", "Bearer " + tokens.apply(i)).build();
            responses.add(client.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
        }
        return responses;
    }
}
