package dev.stigservice.adapter.http;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.http.HttpResponse;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Readiness and /health follow what ServiceHealth reports; liveness does not. */
class ManagementControllerTest {

    private static ManagementController reporting(boolean ready) {
        return new ManagementController(() -> new ServiceHealth.Report(ready, Map.of("catalog", Map.of("loaded", ready))),
                new PrometheusMeterRegistry(PrometheusConfig.DEFAULT));
    }

    @Test
    void notReadyIs503AndDown() {
        ManagementController controller = reporting(false);
        for (HttpResponse<Map<String, Object>> response : new HttpResponse[] {controller.readiness(), controller.health()}) {
            assertThat(response.code()).isEqualTo(503);
            assertThat(response.body()).containsEntry("status", "DOWN").containsKey("details");
        }
        assertThat(controller.liveness()).containsEntry("status", "UP");
    }

    @Test
    void readyIs200AndUp() {
        HttpResponse<Map<String, Object>> response = reporting(true).readiness();
        assertThat(response.code()).isEqualTo(200);
        assertThat(response.body()).containsEntry("status", "UP");
    }
}
