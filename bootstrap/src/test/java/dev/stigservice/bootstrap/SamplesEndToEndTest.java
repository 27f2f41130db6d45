package dev.stigservice.bootstrap;

import dev.stigservice.adapter.storage.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.http.HttpResponse;
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
        String samples = StigSamples.directory().toAbsolutePath().toString();
        expected = SampleOracle.read(StigSamples.directory());
        accessManagement = new AccessManagementStandIn();
        accessManagement.answer(TOKEN, 200, "");
        service = new RunningService(Map.of("stig.catalog.directory", samples, "stig.auth.url", accessManagement.url()));
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
            }
        }
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
