package dev.stigservice.adapter.http;

import dev.stigservice.adapter.http.delivery.EncodedBodies;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.domain.model.PublicationState;
import dev.stigservice.application.changes.CompareRevisionsUseCase;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.health.CheckHealthUseCase;
import dev.stigservice.application.health.HealthReport;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Both protected routes on a real server, with the use cases faked to give each {@link ProtectedAnswer}: the
 * contract's status, headers and envelope come from the adapter alone, the same for a download and a change report.
 * The fake answers by slug: {@code ready}, {@code refused}, {@code down}, {@code busy}, {@code badformat}, anything else
 * not found.
 */
class ProtectedRoutesTest {

    private static final String ENVIRONMENT = "protected-routes-test";
    private static ControllerServer server;

    @BeforeAll
    static void start() {
        server = new ControllerServer(ENVIRONMENT);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The use cases the routes call, answering by slug; nothing else of the core is there. */
    @Factory
    @Requires(env = ENVIRONMENT)
    static class FakeUseCases {

        private static final String VERSION = "a".repeat(32);
        private static final Reply READY = new Reply(VERSION, "text/plain; charset=utf-8", "ready-v1r1.txt", true,
                "the body".getBytes(StandardCharsets.UTF_8));

        /** The core's answer by slug: this adapter decides alone what of it to send and how. */
        static CompletionStage<ProtectedAnswer> answerFor(String slug) {
            ASKED_ON.add(Thread.currentThread().getName());
            return switch (slug) {
                // a token whose verdict is not at hand, or a document being rendered: the answer completes on another thread
                case "slow" -> CompletableFuture.supplyAsync(() -> READY, CompletableFuture.delayedExecutor(50, TimeUnit.MILLISECONDS));
                case "ready" -> CompletableFuture.completedFuture(READY);
                case "refused" -> CompletableFuture.completedFuture(new Refusal.Unauthorized());
                case "down" -> CompletableFuture.completedFuture(new Refusal.AuthorizationUnavailable());
                case "busy" -> CompletableFuture.completedFuture(Refusal.Busy.searchNotBuilt());
                case "badformat" -> CompletableFuture.completedFuture(new Refusal.UnsupportedFormat(List.of("json", "csv")));
                default -> CompletableFuture.completedFuture(Refusal.NotFound.benchmark(slug));
            };
        }

        @Singleton
        DownloadBenchmarkUseCase download() {
            return query -> answerFor(query.slug());
        }

        @Singleton
        CompareRevisionsUseCase compare() {
            return query -> answerFor(query.slug());
        }

        @Singleton
        EncodedBodies encodedBodies() {
            return new EncodedBodies(1_000_000);
        }

        @Singleton
        CheckHealthUseCase health() {
            return () -> new HealthReport(true, new PublicationState("a fake store", true, 0, 0, 0, null, 0, null, null, true, 0, 0));
        }
    }

    private static HttpResponse<String> get(String path, String... headers) throws Exception {
        return server.getText(path, headers);
    }

    private static void assertEnvelope(HttpResponse<String> response, int status, String code, String message) {
        assertThat(response.statusCode()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(response.body()).isEqualTo("{\"error\":{\"code\":\"" + code + "\",\"message\":\"" + message + "\"}}");
        assertThat(response.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
    }

    /** The threads each protected answer was asked on, in order. */
    static final List<String> ASKED_ON = new CopyOnWriteArrayList<>();

    @ParameterizedTest
    @ValueSource(strings = {"download", "changes"})
    void eachRequestAsksTheUseCaseOnceOnTheEventLoop(String route) throws Exception {
        ASKED_ON.clear();
        assertThat(get("/api/v1/stigs/ready/" + route).body()).isEqualTo("the body");
        assertThat(get("/api/v1/stigs/ready/" + route, "Accept-Encoding", "gzip").statusCode()).isEqualTo(200);
        assertThat(get("/api/v1/stigs/ready/" + route, "If-None-Match", "\"" + "a".repeat(32) + "\"").statusCode()).isEqualTo(304);
        assertThat(ASKED_ON).as("one question a request, the first body's included").hasSize(3)
                .allSatisfy(thread -> assertThat(thread).containsIgnoringCase("eventloop"));

        HttpResponse<String> slow = get("/api/v1/stigs/slow/" + route);
        assertThat(slow.statusCode()).as("an answer that completes later is sent when it does").isEqualTo(200);
        assertThat(slow.body()).isEqualTo("the body");
        assertThat(ASKED_ON).hasSize(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"download", "changes"})
    void readyIsTheAttachmentWithItsTagAndA304ForIt(String route) throws Exception {
        HttpResponse<String> ready = get("/api/v1/stigs/ready/" + route);
        assertThat(ready.statusCode()).isEqualTo(200);
        assertThat(ready.body()).isEqualTo("the body");
        assertThat(ready.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
        assertThat(ready.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"ready-v1r1.txt\"");
        assertThat(ready.headers().firstValue("Cache-Control")).hasValue("private, no-cache");
        assertThat(ready.headers().allValues("Vary")).containsExactly("Authorization", "Accept-Encoding");
        String tag = ready.headers().firstValue("ETag").orElseThrow();
        assertThat(tag).matches("\"[0-9a-f]{32}\"");

        HttpResponse<String> unchanged = get("/api/v1/stigs/ready/" + route, "If-None-Match", tag);
        assertThat(unchanged.statusCode()).isEqualTo(304);
        assertThat(unchanged.body()).isEmpty();
        assertThat(unchanged.headers().firstValue("ETag")).hasValue(tag);
        assertThat(unchanged.headers().allValues("Vary")).containsExactly("Authorization", "Accept-Encoding");
    }

    @ParameterizedTest
    @ValueSource(strings = {"download", "changes"})
    void everyRefusalIsTheEnvelopeWithTheHeadersItNeeds(String route) throws Exception {
        HttpResponse<String> refused = get("/api/v1/stigs/refused/" + route);
        assertEnvelope(refused, 401, "UNAUTHORIZED", "Missing or invalid Authorization header");
        assertThat(refused.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"stigs\"");

        HttpResponse<String> down = get("/api/v1/stigs/down/" + route);
        assertEnvelope(down, 503, "SERVICE_UNAVAILABLE", "Access management service unavailable, retry later");
        assertThat(down.headers().firstValue("Retry-After")).hasValue("5");

        HttpResponse<String> busy = get("/api/v1/stigs/busy/" + route); // the core's own reason, in its words
        assertEnvelope(busy, 503, "SERVICE_UNAVAILABLE", "The search index is being built, retry shortly");
        assertThat(busy.headers().firstValue("Retry-After")).hasValue("5");

        assertEnvelope(get("/api/v1/stigs/badformat/" + route), 400, "BAD_REQUEST", "Invalid format. Must be one of: json, csv");
        assertEnvelope(get("/api/v1/stigs/rhel-7-stig/" + route), 404, "NOT_FOUND", "STIG 'rhel-7-stig' not found");
    }
}
