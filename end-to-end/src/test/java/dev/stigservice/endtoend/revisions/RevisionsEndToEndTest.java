package dev.stigservice.endtoend.revisions;

import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.http.HttpResponse;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The revisions and changes endpoints on the bundled demo catalog, which holds two revisions of the demo web server
 * STIG (V1R2, written for this project from V1R3 with one change of each kind).
 */
class RevisionsEndToEndTest {

    private static final String TOKEN = "revisions-token";
    private static final String WEB = "/api/v1/stigs/demo-web-server-stig";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static RunningService service;

    @BeforeAll
    static void start() {
        service = new RunningService(Map.of("stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    private static HttpResponse<String> authorized(String path) {
        return service.get(path, "Authorization", "Bearer " + TOKEN);
    }

    @Test
    void theRevisionsAreListedNewestFirstWithTheServedOneAndLinksThatNameThem() {
        HttpResponse<String> response = service.get(WEB + "/revisions");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode revisions = JSON.readTree(response.body()).get("revisions");
        assertThat(revisions.valueStream().map(r -> r.get("revision").asString()).toList()).containsExactly("V1R3", "V1R2");
        assertThat(revisions.get(0).get("served").asBoolean()).isTrue();
        assertThat(revisions.get(1).get("served").asBoolean()).isFalse();
        assertThat(revisions.get(1).get("downloads").get("csv").asString()).isEqualTo(WEB + "/download?format=csv&revision=V1R2");
        assertThat(service.get("/api/v1/stigs/no-such-stig/revisions").body())
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"STIG 'no-such-stig' not found\"}}");
    }

    @Test
    void anOlderRevisionIsDownloadedByItsLabelAndAnUnknownOneIs404() {
        HttpResponse<String> older = authorized(WEB + "/download?format=csv&revision=V1R2");
        assertThat(older.statusCode()).isEqualTo(200);
        assertThat(older.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"demo-web-server-stig-v1r2.csv\"");
        assertThat(older.body()).contains("SV-900099r99980_rule");
        assertThat(authorized(WEB + "/download?revision=V9R9").body())
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"Revision V9R9 of STIG 'demo-web-server-stig' not found\"}}");
        assertThat(authorized(WEB + "/download?revision=%3Cscript%3E").body())
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"That revision of STIG 'demo-web-server-stig' not found\"}}");
        assertThat(service.get(WEB + "/download?revision=V1R2").statusCode()).as("the token first").isEqualTo(401);
    }

    @Test
    void theChangesListEveryKindInOrderWithFieldsBeforeAndAfter() {
        HttpResponse<String> response = authorized(WEB + "/changes");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode changes = JSON.readTree(response.body());
        assertThat(changes.get("from").get("revision").asString()).isEqualTo("V1R2");
        assertThat(changes.get("to").get("revision").asString()).isEqualTo("V1R3");
        assertThat(changes.get("rules").valueStream().map(r -> r.get("change").asString() + " " + r.get("groupId").asString()).toList())
                .containsExactly("changed V-900101", "ids-changed V-900102", "changed V-900103", "added V-900104", "removed V-900099");
        assertThat(changes.get("rules").get(0).get("fields").valueStream().map(f -> f.get("field").asString()).toList())
                .containsExactly("checkContent", "ccis", "ruleId");
        assertThat(changes.get("rules").get(2).get("fields").get(0).toString())
                .isEqualTo("{\"field\":\"severity\",\"before\":\"low\",\"after\":\"medium\"}");
        assertThat(changes.get("benchmark").valueStream().map(f -> f.get("field").asString()).toList())
                .containsExactly("profile MAC-1_Classified", "profile MAC-2_Public", "profile MAC-3_Sensitive");
        assertThat(response.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"demo-web-server-stig-v1r2-to-v1r3-changes.json\"");
    }

    @Test
    void theCsvHasOneRowPerChangedFieldAndTheEntityTagAnswers304() {
        HttpResponse<String> csv = authorized(WEB + "/changes?from=V1R2&to=V1R3&format=csv");
        assertThat(csv.statusCode()).isEqualTo(200);
        assertThat(csv.body().lines().findFirst()).hasValue("Change,Vuln ID,Rule ID Before,Rule ID After,STIG ID,Severity,Rule Title,Field,Before,After");
        assertThat(csv.body()).contains("ids-changed,V-900102,SV-900102r99997_rule,SV-900102r100007_rule,DWEB-010020,medium,");
        String tag = csv.headers().firstValue("ETag").orElseThrow();
        assertThat(service.get(WEB + "/changes?from=V1R2&to=V1R3&format=csv", "Authorization", "Bearer " + TOKEN,
                "If-None-Match", tag).statusCode()).isEqualTo(304);
    }

    @Test
    void badFormatsRevisionsAndSlugsGetTheEnvelopeInTheDownloadsOrder() {
        assertThat(service.get(WEB + "/changes?format=pdf").statusCode()).isEqualTo(401);
        assertThat(authorized(WEB + "/changes?format=xml").body())
                .isEqualTo("{\"error\":{\"code\":\"BAD_REQUEST\",\"message\":\"Invalid format. Must be one of: json, csv\"}}");
        assertThat(authorized(WEB + "/changes?from=V0R1").body())
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"Revision V0R1 of STIG 'demo-web-server-stig' not found\"}}");
        assertThat(authorized(WEB + "/changes?to=V1R2").body()).isEqualTo(
                "{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"A revision before V1R2 of STIG 'demo-web-server-stig' not found\"}}");
        assertThat(authorized(WEB + "/changes?to=" + "V1R3".repeat(500)).body()).as("an oversized revision is not echoed")
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"That revision of STIG 'demo-web-server-stig' not found\"}}");
        assertThat(authorized(WEB + "/download?revision=" + "V1R3".repeat(500)).statusCode()).isEqualTo(404);
        assertThat(authorized("/api/v1/stigs/no-such-stig/changes").body())
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"STIG 'no-such-stig' not found\"}}");
    }
}
