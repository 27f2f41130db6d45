package dev.stigservice.endtoend.download;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;

import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service pointed at ../shared/stig-samples, with the access-management stand-in: every benchmark
 * listed with the counts its file holds, every download holding every rule in file order with its CCIs.
 */
class SamplesEndToEndTest {

    private static final String TOKEN = "samples-token";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static AccessManagementStandIn accessManagement;
    private static RunningService service;
    private static List<SampleOracle.ExpectedBenchmark> expected;

    @BeforeAll
    static void start() throws Exception {
        if (!StigSamples.present()) {
            return; // each test is skipped with the reason (requireSamples), not the class aborted unseen
        }
        String samples = StigSamples.directory().toAbsolutePath().toString();
        expected = SampleOracle.read(StigSamples.directory());
        accessManagement = new AccessManagementStandIn();
        accessManagement.answer(TOKEN, 200, "");
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

    @Test
    void listsTheTwentyTwoManualBenchmarksWithTheCountsTheirFilesHold() {
        JsonNode listing = JSON.readTree(service.get("/api/v1/stigs").body());
        assertThat(expected).hasSize(22);
        assertThat(listing.get("total").asInt()).isEqualTo(22);
        for (SampleOracle.ExpectedBenchmark benchmark : expected) {
            JsonNode entry = entry(listing, benchmark.id());
            assertThat(entry.get("title").asString()).isEqualTo(benchmark.title());
            assertThat(entry.get("ruleCount").asInt()).as(benchmark.id()).isEqualTo(benchmark.rules().size());
            JsonNode counts = entry.get("severityCounts");
            assertThat(counts.get("high").asLong()).as(benchmark.id()).isEqualTo(benchmark.count("high"));
            assertThat(counts.get("medium").asLong()).as(benchmark.id()).isEqualTo(benchmark.count("medium"));
            assertThat(counts.get("low").asLong()).as(benchmark.id()).isEqualTo(benchmark.count("low"));
            assertThat(counts.get("unknown").asLong()).as(benchmark.id())
                    .isEqualTo(benchmark.rules().size() - benchmark.count("high") - benchmark.count("medium") - benchmark.count("low"));
        }
    }

    @Test
    void everyJsonDownloadHoldsEveryRuleInFileOrderWithItsCcis() {
        JsonNode listing = JSON.readTree(service.get("/api/v1/stigs").body());
        for (SampleOracle.ExpectedBenchmark benchmark : expected) {
            String slug = entry(listing, benchmark.id()).get("slug").asString();
            HttpResponse<String> download = service.get("/api/v1/stigs/" + slug + "/download", "Authorization", "Bearer " + TOKEN);
            assertThat(download.statusCode()).as(slug).isEqualTo(200);
            JsonNode rules = JSON.readTree(download.body()).get("rules");
            assertThat(rules.size()).as(slug).isEqualTo(benchmark.rules().size());
            for (int i = 0; i < rules.size(); i++) {
                SampleOracle.ExpectedRule rule = benchmark.rules().get(i);
                assertThat(rules.get(i).get("ruleId").asString()).isEqualTo(rule.ruleId());
                assertThat(rules.get(i).get("ccis").valueStream().map(JsonNode::asString).toList())
                        .as(rule.ruleId()).isEqualTo(rule.ccis());
                assertThat(rules.get(i).get("responsibility").valueStream().map(JsonNode::asString).toList())
                        .as(rule.ruleId()).isEqualTo(rule.responsibility());
            }
        }
    }

    @Test
    void everyXmlDownloadKeepsTheIdentsInFileOrderAndEveryResponsibilityTag() throws Exception {
        JsonNode listing = JSON.readTree(service.get("/api/v1/stigs").body());
        for (SampleOracle.ExpectedBenchmark benchmark : expected) {
            String slug = entry(listing, benchmark.id()).get("slug").asString();
            HttpResponse<String> download = service.get("/api/v1/stigs/" + slug + "/download?format=xml", "Authorization", "Bearer " + TOKEN);
            SampleOracle.ExpectedBenchmark exported = SampleOracle.parse(download.body().getBytes(StandardCharsets.UTF_8)).orElseThrow();
            assertThat(exported.rules()).as(slug).hasSameSizeAs(benchmark.rules());
            for (int i = 0; i < benchmark.rules().size(); i++) {
                SampleOracle.ExpectedRule original = benchmark.rules().get(i);
                assertThat(exported.rules().get(i).idents()).as(original.ruleId()).isEqualTo(original.idents());
                assertThat(exported.rules().get(i).responsibility()).as(original.ruleId()).isEqualTo(original.responsibility());
            }
        }
    }

    @Test
    void contractErrorsHoldExactlyOnTheRealCatalog() {
        String download = "/api/v1/stigs/rhel-9-stig/download";
        HttpResponse<String> missing = service.get(download);
        assertThat(missing.statusCode()).isEqualTo(401);
        assertThat(missing.body()).isEqualTo("{\"error\":{\"code\":\"UNAUTHORIZED\",\"message\":\"Missing or invalid Authorization header\"}}");
        assertThat(missing.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"stigs\"");
        accessManagement.answer("refused-on-samples", 403, "");
        assertThat(service.get(download, "Authorization", "Bearer refused-on-samples").statusCode()).isEqualTo(401);
        HttpResponse<String> badFormat = service.get(download + "?format=pdf", "Authorization", "Bearer " + TOKEN);
        assertThat(badFormat.statusCode()).isEqualTo(400);
        assertThat(badFormat.body()).isEqualTo(service.badFormatBody());
        HttpResponse<String> unknown = service.get("/api/v1/stigs/rhel-10-stig/download", "Authorization", "Bearer " + TOKEN);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"STIG 'rhel-10-stig' not found\"}}");
        HttpResponse<String> csv = service.get(download + "?format=csv", "Authorization", "Bearer " + TOKEN);
        assertThat(csv.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"rhel-9-stig-v2r8.csv\"");
    }

    private static JsonNode entry(JsonNode listing, String benchmarkId) {
        for (JsonNode entry : listing.get("stigs")) {
            if (entry.get("benchmarkId").asString().equals(benchmarkId)) {
                return entry;
            }
        }
        throw new AssertionError("not listed: " + benchmarkId);
    }
}
