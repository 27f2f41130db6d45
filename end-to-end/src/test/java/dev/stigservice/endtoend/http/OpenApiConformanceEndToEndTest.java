package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real answers of the running service, on the real DISA samples, validated against the committed
 * docs/openapi.yml by an OpenAPI validator: status codes, headers, content types and JSON bodies, for
 * the documented responses of the listing, the download and the release feed (which is also what keeps the document
 * honest).
 */
class OpenApiConformanceEndToEndTest {

    private static final String TOKEN = "openapi-token";
    private static final Path DOCUMENT = Path.of(System.getProperty("stig.docs.dir", "../docs"), "openapi.yml");
    private static OpenApiInteractionValidator validator;
    private static AccessManagementStandIn accessManagement;
    private static RunningService service;

    /** A request, the status the contract gives it, and its headers as name, value pairs. */
    record Exchange(String method, String path, int status, String... headers) {
        @Override
        public String toString() {
            return method + " " + path + " -> " + status;
        }
    }

    @BeforeAll
    static void start() throws Exception {
        if (!StigSamples.present()) {
            return; // each test is skipped with the reason (requireSamples), not the class aborted unseen
        }
        String samples = StigSamples.directory().toAbsolutePath().toString();
        validator = OpenApiInteractionValidator.createForSpecificationUrl(DOCUMENT.toUri().toString()).build();
        accessManagement = new AccessManagementStandIn();
        accessManagement.answer(TOKEN, 200, "");
        accessManagement.answer("refused", 401, "");
        accessManagement.answer("broken", 500, "");
        service = new RunningService(Map.of("stig.catalog.directory", samples, "stig.auth.url", accessManagement.url()));
    }

    @BeforeEach
    void requireSamples() {
        StigSamples.directory();
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
            accessManagement.close();
        }
    }

    static Stream<Exchange> exchanges() {
        String bearer = "Bearer " + TOKEN;
        String download = "/api/v1/stigs/disa-stig-bind-dns/download";
        return Stream.of(
                new Exchange("GET", "/api/v1/stigs", 200),
                new Exchange("GET", "/api/v1/stigs?q=vsphere", 200),
                new Exchange("GET", "/api/v1/stigs/rhel-9-stig/download", 200, "Authorization", bearer),
                new Exchange("GET", "/api/v1/stigs/bind-dns/download", 200, "Authorization", bearer),
                new Exchange("GET", "/api/v1/stigs/general-purpose-operating-system/download?format=csv", 200, "Authorization", bearer),
                new Exchange("GET", "/api/v1/stigs/kubernetes-stig/download?format=xml", 200, "Authorization", bearer),
                new Exchange("GET", download, 401),
                new Exchange("GET", download, 401, "Authorization", "Bearer refused"),
                new Exchange("GET", download, 503, "Authorization", "Bearer broken"),
                new Exchange("GET", "/api/v1/stigs/bind-dns/download?format=pdf", 400, "Authorization", bearer),
                new Exchange("GET", "/api/v1/releases", 200),
                new Exchange("GET", "/api/v1/releases?limit=2&since=2025-01-01", 200),
                new Exchange("GET", "/api/v1/releases.atom", 200),
                new Exchange("GET", "/api/v1/releases?limit=0", 400),
                new Exchange("GET", download, 404, "Authorization", bearer),
                new Exchange("DELETE", "/api/v1/stigs", 405));
    }

    @ParameterizedTest
    @MethodSource("exchanges")
    void answersAsTheDocumentSays(Exchange exchange) {
        HttpResponse<String> response = service.send(exchange.method(), exchange.path(), exchange.headers());
        assertThat(response.statusCode()).isEqualTo(exchange.status());

        // Any method the route lacks answers 405; the document can only say so on the methods the route has.
        Request.Method documented = exchange.status() == 405 ? Request.Method.GET : Request.Method.valueOf(exchange.method());
        ValidationReport report = validator.validateResponse(pathOnly(exchange.path()), documented, asValidatorResponse(response));
        assertThat(report.getMessages()).as(report.toString()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("exchanges")
    void requestsAreWhatTheDocumentDescribes(Exchange exchange) {
        if (exchange.status() >= 400 && exchange.status() != 401 && exchange.status() != 503) {
            return; // a wrong format, an unknown slug or method is what these requests are meant to be
        }
        SimpleRequest.Builder request = new SimpleRequest.Builder(exchange.method(), pathOnly(exchange.path()));
        queryOf(exchange.path()).forEach(request::withQueryParam);
        for (int i = 0; i < exchange.headers().length; i += 2) {
            request.withHeader(exchange.headers()[i], exchange.headers()[i + 1]);
        }
        ValidationReport report = validator.validateRequest(request.build());
        List<ValidationReport.Message> messages = report.getMessages().stream()
                .filter(m -> !m.getKey().equals("validation.request.security.missing")) // 401 without a token is the point
                .toList();
        assertThat(messages).as(report.toString()).isEmpty();
    }

    /** The checks above mean something only if the validator rejects answers that break the document. */
    @Test
    void validatorRejectsAnswersThatBreakTheDocument() {
        HttpResponse<String> listing = service.get("/api/v1/stigs");
        HttpResponse<String> download = service.get("/api/v1/stigs/bind-dns/download", "Authorization", "Bearer " + TOKEN);
        HttpResponse<String> refused = service.get("/api/v1/stigs/bind-dns/download");

        assertThat(rejections("/api/v1/stigs", listing, listing.body().replaceFirst("\"ruleCount\":", "\"ruleCount\":\"many\",\"x\":")))
                .anyMatch(text -> text.contains("'x'")).anyMatch(text -> text.contains("integer expected"));
        // The download's schema is the external docs/schema/benchmark-export.schema.json: it is followed.
        assertThat(rejections("/api/v1/stigs/bind-dns/download", download, download.body().replaceFirst("\"ruleId\":", "\"ruleId\":7,\"y\":")))
                .anyMatch(text -> text.contains("'y'")).anyMatch(text -> text.contains("string expected"));
        assertThat(rejections("/api/v1/stigs/bind-dns/download", refused, "{\"error\":{\"code\":\"UNAUTHORIZED\"}}"))
                .anyMatch(text -> text.contains("message"));
    }

    private static List<String> rejections(String path, HttpResponse<String> real, String changedBody) {
        SimpleResponse.Builder builder = SimpleResponse.Builder.status(real.statusCode()).withBody(changedBody);
        real.headers().map().forEach(builder::withHeader);
        return validator.validateResponse(path, Request.Method.GET, builder.build()).getMessages().stream()
                .map(ValidationReport.Message::getMessage).toList();
    }

    private static SimpleResponse asValidatorResponse(HttpResponse<String> response) {
        SimpleResponse.Builder builder = SimpleResponse.Builder.status(response.statusCode()).withBody(response.body());
        response.headers().map().forEach((name, values) -> builder.withHeader(name, values));
        return builder.build();
    }

    private static String pathOnly(String path) {
        return path.replaceFirst("\\?.*", "");
    }

    private static Map<String, String> queryOf(String path) {
        int question = path.indexOf('?');
        if (question < 0) {
            return Map.of();
        }
        Map<String, String> query = new LinkedHashMap<>();
        for (String parameter : path.substring(question + 1).split("&")) {
            String[] pair = parameter.split("=", 2);
            query.put(pair[0], pair[1]);
        }
        return query;
    }
}
