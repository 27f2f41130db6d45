package dev.stigservice.endtoend.operations;

import dev.stigservice.endtoend.support.JarProcess;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the platform sees of the packaged jar: health, Prometheus metrics, request ids in responses and
 * logs, JSON logs. Access management is a loopback port that refuses connections, so downloads answer 503;
 * where the circuit breaker may open, that must not make the instance unready.
 */
class OperationsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String TOKEN = "operations-secret-token";
    private static final String DOWNLOAD = "/api/v1/stigs/demo-web-server-stig/download";
    private static final String REFUSING_ACCESS_MANAGEMENT = "-Dstig.auth.url=http://127.0.0.1:1";
    /** Every download calls access management (and logs its failure): the breaker never opens here. */
    private static final String BREAKER_NEVER_OPENS = "-Dstig.auth.breaker.minimum-calls=100000";
    /** The access log is off by default; operators turn it on with this setting. */
    private static final String ACCESS_LOG_ON = "-Dmicronaut.server.netty.access-logger.enabled=true";

    private static JarProcess text;
    private static JarProcess json;
    private static JarProcess breaking;

    @BeforeAll
    static void start() throws Exception {
        text = JarProcess.server(REFUSING_ACCESS_MANAGEMENT, BREAKER_NEVER_OPENS, ACCESS_LOG_ON);
        json = JarProcess.server(REFUSING_ACCESS_MANAGEMENT, BREAKER_NEVER_OPENS, ACCESS_LOG_ON, "-DLOG_FORMAT=json");
        breaking = JarProcess.server(REFUSING_ACCESS_MANAGEMENT, "-Dstig.auth.breaker.minimum-calls=2");
    }

    @AfterAll
    static void stop() throws InterruptedException {
        for (JarProcess service : new JarProcess[] {text, json, breaking}) {
            if (service != null) {
                service.close();
            }
        }
    }

    @Test
    void healthStaysReadyWhileAccessManagementIsDownAndShowsItsBreaker() throws Exception {
        for (int i = 0; i < 3; i++) {
            assertThat(get(breaking, DOWNLOAD, "Authorization", "Bearer " + TOKEN).statusCode()).isEqualTo(503);
        }
        for (String path : List.of("/health", "/health/readiness")) {
            HttpResponse<String> response = get(breaking, path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            JsonNode body = JSON.readTree(response.body());
            assertThat(body.get("status").asString()).isEqualTo("UP");
            assertThat(body.at("/details/catalog/loaded").asBoolean()).isTrue();
            assertThat(body.at("/details/catalog/benchmarks").asInt()).isEqualTo(3);
            assertThat(body.at("/details/accessManagement/circuitBreaker").asString()).isEqualTo("OPEN");
        }
        HttpResponse<String> liveness = get(breaking, "/health/liveness");
        assertThat(liveness.statusCode()).isEqualTo(200);
        assertThat(liveness.body()).isEqualTo("{\"status\":\"UP\"}");
    }

    @Test
    void prometheusExposesRequestValidatorCatalogAndJvmSeriesAfterADownload() throws Exception {
        get(text, DOWNLOAD, "Authorization", "Bearer " + TOKEN);
        HttpResponse<String> metrics = get(text, "/prometheus");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/plain"));
        assertThat(metrics.body())
                .containsPattern("http_server_requests_seconds_count\\{.*uri=\"/api/v1/stigs/\\{slug\\}/download\".*} [1-9]")
                .containsPattern("stig_auth_verdicts_total\\{verdict=\"unavailable\"} [1-9]")
                .contains("stig_auth_cache_total{result=\"miss\"}", "stig_auth_call_duration_seconds_count", "resilience4j_circuitbreaker_state{name=\"access-management\",state=\"closed\"")
                .contains("stig_catalog_benchmarks 3.0", "stig_catalog_rules 12.0", "stig_catalog_last_refresh_timestamp_seconds")
                .contains("jvm_memory_used_bytes", "jvm_threads_live_threads")
                .doesNotContain(TOKEN);
    }

    @Test
    void requestIdIsEchoedAndCarriedByEveryLogLineOfTheRequest() throws Exception {
        HttpResponse<String> response = get(text, DOWNLOAD, "Authorization", "Bearer " + TOKEN, "X-Request-Id", "abc-123");
        assertThat(response.headers().firstValue("X-Request-Id")).hasValue("abc-123");

        List<String> lines = awaitLines(text, "abc-123", 2);
        assertThat(lines).anyMatch(line -> line.contains("WARN") && line.contains("Access-management service unavailable"))
                .anyMatch(line -> line.contains("HTTP_ACCESS_LOGGER") && line.contains("\"GET " + DOWNLOAD + " HTTP/1.1\" 503"));
        assertThat(text.output()).noneMatch(line -> line.contains(TOKEN));
    }

    @Test
    void anIllFormedRequestIdIsReplacedNotEchoed() throws Exception {
        HttpResponse<String> response = get(text, "/api/v1/stigs", "X-Request-Id", "abc 123; drop");
        assertThat(response.headers().firstValue("X-Request-Id")).hasValueSatisfying(id ->
                assertThat(id).matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"));
        assertThat(text.output()).noneMatch(line -> line.contains("abc 123; drop"));
    }

    @Test
    void jsonLogsAreOneObjectPerLineAndCarryTheRequestId() throws Exception {
        get(json, DOWNLOAD, "Authorization", "Bearer " + TOKEN, "X-Request-Id", "json-42");
        List<String> lines = awaitLines(json, "json-42", 2);
        assertThat(json.output()).isNotEmpty().allSatisfy(line -> assertThat(JSON.readTree(line).isObject()).as(line).isTrue());
        JsonNode warning = lines.stream().map(JSON::readTree).filter(node -> node.get("level").asString().equals("WARN"))
                .findFirst().orElseThrow();
        assertThat(warning.at("/mdc/requestId").asString()).isEqualTo("json-42");
        assertThat(warning.get("formattedMessage").asString()).startsWith("Access-management service unavailable");
    }

    private static HttpResponse<String> get(JarProcess service, String path, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.baseUrl() + path));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The access log is written when the answer is complete, which may be just after the client has it. */
    private static List<String> awaitLines(JarProcess service, String text, int atLeast) throws InterruptedException {
        for (int attempt = 0; attempt < 100; attempt++) {
            List<String> lines = service.output().stream().filter(line -> line.contains(text)).toList();
            if (lines.size() >= atLeast) {
                return lines;
            }
            Thread.sleep(20);
        }
        return service.output().stream().filter(line -> line.contains(text)).toList();
    }
}
