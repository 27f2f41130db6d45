package dev.stigservice.endtoend.listing;

import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.Map;

import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The public listing and the error envelope on framework-level errors, on the embedded default (demo catalog, local tokens). */
class ListingAndErrorsEndToEndTest {

    private static RunningService service;

    @BeforeAll
    static void start() {
        service = new RunningService(Map.of("stig.auth.tokens", "local-demo-token"));
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    @Test
    void listsTheDemoCatalogSortedBySlugWithDownloadLinks() {
        HttpResponse<String> response = service.get("/api/v1/stigs");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(response.headers().firstValue("Cache-Control")).hasValue("public, max-age=60");
        assertThat(response.body())
                .contains("\"total\":3")
                .containsSubsequence("\"slug\":\"demo-application-srg\"", "\"slug\":\"demo-container-platform-stig\"",
                        "\"slug\":\"demo-web-server-stig\"")
                .contains("\"type\":\"SRG\"")
                .contains("\"severityCounts\":{\"high\":1,\"medium\":1,\"low\":0,\"unknown\":1}")
                .contains(service.downloadFormats().stream()
                        .map(format -> "\"" + format.name() + "\":\"/api/v1/stigs/demo-web-server-stig/download?format=" + format.name() + "\"")
                        .collect(Collectors.joining(",", "\"downloads\":{", "}")));
    }

    @Test
    void filtersCaseInsensitivelyOverSlugIdAndTitle() {
        assertThat(service.get("/api/v1/stigs?q=WEB").body()).contains("\"total\":1").contains("demo-web-server-stig");
        assertThat(service.get("/api/v1/stigs?q=requirements%20guide").body()).contains("\"total\":1").contains("demo-application-srg");
        assertThat(service.get("/api/v1/stigs?q=nothing-matches").body()).isEqualTo("{\"stigs\":[],\"total\":0}");
    }

    @Test
    void listingAnswers304ToItsOwnETag() {
        String tag = service.get("/api/v1/stigs").headers().firstValue("ETag").orElseThrow();
        assertThat(service.get("/api/v1/stigs", "If-None-Match", tag).statusCode()).isEqualTo(304);
        assertThat(service.get("/api/v1/stigs?q=web", "If-None-Match", tag).statusCode()).isEqualTo(200);
    }

    @Test
    void configuredLocalTokenDownloads() {
        assertThat(service.get("/api/v1/stigs/demo-application-srg/download", "Authorization", "Bearer local-demo-token").statusCode())
                .isEqualTo(200);
        assertThat(service.get("/api/v1/stigs/demo-application-srg/download", "Authorization", "Bearer other-token").statusCode())
                .isEqualTo(401);
    }

    @Test
    void unknownRouteIs404InTheEnvelope() {
        HttpResponse<String> response = service.get("/nowhere");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"Not found\"}}");
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    }

    @Test
    void otherMethodOnAKnownRouteIs405InTheEnvelope() {
        for (String method : new String[] {"POST", "PUT", "DELETE", "PATCH"}) {
            HttpResponse<String> response = service.send(method, "/api/v1/stigs");
            assertThat(response.statusCode()).as(method).isEqualTo(405);
            assertThat(response.body()).isEqualTo("{\"error\":{\"code\":\"METHOD_NOT_ALLOWED\",\"message\":\"Method not allowed\"}}");
        }
    }
}
