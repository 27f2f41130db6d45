package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Chosen;
import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.CatalogState;
import dev.stigservice.application.changes.CompareRevisionsUseCase;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.health.CheckHealthUseCase;
import dev.stigservice.application.health.HealthReport;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import dev.stigservice.application.revisions.ListRevisionsUseCase;
import dev.stigservice.domain.model.RenderedBody;
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
import java.util.Optional;

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

        private static final String TAG = "a".repeat(32);

        /** The core's answer to a client holding {@code conditions}: this adapter only writes what it is handed. */
        static ProtectedAnswer answerFor(String slug, Conditions conditions) {
            ASKED_ON.add(Thread.currentThread().getName());
            if (slug.equals("slow") && !conditions.mayWait()) {
                return new ProtectedAnswer.WouldWait(); // a verdict to ask for, or a body to render
            }
            return switch (slug) {
                case "slow" -> answerFor("ready", conditions);
                case "ready" -> switch (conditions.choose(TAG, () -> RenderedBody.of("the body".getBytes(StandardCharsets.UTF_8)))) {
                    case Chosen.Held(String tag) -> new ProtectedAnswer.NotModified(tag);
                    case Chosen.Sent(String tag, var body) -> new ProtectedAnswer.Ready(tag, "text/plain; charset=utf-8", "ready-v1r1.txt", body);
                };
                case "refused" -> new ProtectedAnswer.Unauthorized();
                case "down" -> new ProtectedAnswer.AuthorizationUnavailable();
                case "busy" -> ProtectedAnswer.Busy.searchNotBuilt();
                case "badformat" -> new ProtectedAnswer.UnsupportedFormat(List.of("json", "csv"));
                default -> ProtectedAnswer.NotFound.benchmark(slug);
            };
        }

        @Singleton
        DownloadBenchmarkUseCase download() {
            return query -> answerFor(query.slug(), query.conditions());
        }

        @Singleton
        CompareRevisionsUseCase compare() {
            return query -> answerFor(query.slug(), query.conditions());
        }

        @Singleton
        ListBenchmarksUseCase list() {
            return query -> {
                throw new UnsupportedOperationException("not a protected route");
            };
        }

        @Singleton
        ListRevisionsUseCase revisions() {
            return query -> Optional.empty();
        }



        @Singleton
        CheckHealthUseCase health() {
            return () -> new HealthReport(true, new CatalogState("a fake store", true, 0, 0, 0, null, 0, null, null, true));
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
    static final List<String> ASKED_ON = new java.util.concurrent.CopyOnWriteArrayList<>();

    @ParameterizedTest
    @ValueSource(strings = {"download", "changes"})
    void anAnswerAtHandIsSentFromTheEventLoopAndOnlyOneThatWouldWaitMovesToTheBlockingExecutor(String route) throws Exception {
        ASKED_ON.clear();
        assertThat(get("/api/v1/stigs/ready/" + route).statusCode()).isEqualTo(200);
        assertThat(ASKED_ON).singleElement().satisfies(thread -> assertThat(thread).containsIgnoringCase("eventloop"));

        ASKED_ON.clear();
        HttpResponse<String> slow = get("/api/v1/stigs/slow/" + route);
        assertThat(slow.statusCode()).isEqualTo(200);
        assertThat(slow.body()).isEqualTo("the body");
        assertThat(ASKED_ON).hasSize(3); // slow on the event loop; slow, then ready, where waiting is allowed
        assertThat(ASKED_ON.getFirst()).containsIgnoringCase("eventloop");
        assertThat(ASKED_ON.get(1)).doesNotContainIgnoringCase("eventloop");
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
