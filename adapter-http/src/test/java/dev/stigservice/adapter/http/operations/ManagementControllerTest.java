package dev.stigservice.adapter.http.operations;

import dev.stigservice.domain.model.PublicationState;
import dev.stigservice.application.health.HealthReport;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.http.HttpResponse;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.MAP;

/**
 * Readiness and /health follow the core's report and show the catalog's state and every other component's details;
 * liveness does not depend on them. The catalog gauges read the same report.
 */
class ManagementControllerTest {

    private static final Instant LAST_READ = Instant.parse("2026-11-24T10:00:00Z");

    private static HealthReport report(boolean ready, String lastFailure) {
        return new HealthReport(ready, new PublicationState("a store", ready, 3, 120, 4, "2016-06-27", 3551, lastFailure, LAST_READ, ready, 2, 1));
    }

    private static ManagementController reporting(HealthReport report) {
        return new ManagementController(() -> report,
                List.of(new HealthDetails("accessManagement", () -> Map.of("mode", "remote", "circuitBreaker", "OPEN"))),
                new PrometheusMeterRegistry(PrometheusConfig.DEFAULT));
    }

    @Test
    void notReadyIs503AndDownWithWhyTheStoreCouldNotBeRead() {
        ManagementController controller = reporting(report(false, "connection refused"));
        for (HttpResponse<Map<String, Object>> response : List.of(controller.readiness(), controller.health())) {
            assertThat(response.code()).isEqualTo(503);
            assertThat(response.body()).containsEntry("status", "DOWN");
            assertThat(response.body().get("details")).asInstanceOf(MAP)
                    .extractingByKey("catalog").asInstanceOf(MAP)
                    .containsEntry("loaded", false).containsEntry("lastFailure", "connection refused");
        }
        assertThat(controller.liveness()).containsEntry("status", "UP");
    }

    @Test
    void readyIs200AndUpWithTheCatalogAndEveryComponent() {
        HttpResponse<Map<String, Object>> response = reporting(report(true, null)).readiness();
        assertThat(response.code()).isEqualTo(200);
        assertThat(response.body()).containsEntry("status", "UP").containsEntry("details", Map.of(
                "catalog", Map.of("loaded", true, "benchmarks", 3, "rules", 120, "revisions", 4, "cciList", "2016-06-27", "ccis", 3551, "scapBenchmarks", 1,
                        "lastRefresh", "2026-11-24T10:00:00Z", "searchable", true, "skipped", 2),
                "accessManagement", Map.of("mode", "remote", "circuitBreaker", "OPEN")));
    }

    @Test
    void thePublicationGaugesReadTheReport() {
        PrometheusMeterRegistry meters = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        new PublicationGauges(() -> report(true, null), meters);
        assertThat(meters.scrape()).contains("stig_catalog_benchmarks 3.0", "stig_catalog_rules 120.0", "stig_catalog_scap_benchmarks 1.0",
                "stig_catalog_last_refresh_timestamp_seconds " + (double) LAST_READ.getEpochSecond(), "stig_catalog_searchable 1.0");
    }
}
