package dev.stigservice.adapter.http.operations;

import dev.stigservice.domain.model.PublicationState;
import dev.stigservice.application.health.CheckHealthUseCase;
import dev.stigservice.application.health.HealthReport;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Hidden;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Endpoints for the platform, not for API clients (so not in docs/openapi.yml): health for probes and load
 * balancers, and metrics for Prometheus. They answer on the event loop: each is a read of state in memory.
 */
@Hidden
@Controller
final class ManagementController {

    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    private static final String UP = "UP";
    private static final String DOWN = "DOWN";

    private final CheckHealthUseCase health;
    private final List<HealthDetails> components;
    private final PrometheusMeterRegistry prometheus;

    ManagementController(CheckHealthUseCase health, List<HealthDetails> components, PrometheusMeterRegistry prometheus) {
        this.health = health;
        this.components = List.copyOf(components);
        this.prometheus = prometheus;
    }

    /** Readiness with the publication's and every other component's details; 503 while not ready. */
    @Get(uri = "/health", produces = MediaType.APPLICATION_JSON)
    HttpResponse<Map<String, Object>> health() {
        HealthReport report = health.check();
        Map<String, Object> details = new LinkedHashMap<>();
        // The publication's details keep the key "catalog" that operators' checks already read.
        details.put("catalog", publicationDetails(report.publication()));
        components.forEach(component -> details.put(component.component(), component.details().get()));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", report.ready() ? UP : DOWN);
        body.put("details", details);
        return HttpResponse.status(report.ready() ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).body(body);
    }

    private static Map<String, Object> publicationDetails(PublicationState state) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("loaded", state.loaded());
        details.put("benchmarks", state.benchmarks());
        details.put("rules", state.rules());
        details.put("revisions", state.revisions());
        details.put("cciList", state.cciList());
        details.put("ccis", state.ccis());
        details.put("scapBenchmarks", state.scapBenchmarks());
        details.put("lastRefresh", String.valueOf(state.lastCheck()));
        details.put("searchable", state.searchable());
        details.put("skipped", state.skipped());
        if (state.lastFailure() != null) {
            details.put("lastFailure", state.lastFailure());
        }
        return details;
    }

    /** The process answers: restart it only when this fails. */
    @Get(uri = "/health/liveness", produces = MediaType.APPLICATION_JSON)
    Map<String, String> liveness() {
        return Map.of("status", UP);
    }

    /** Send traffic only while this is 200; the access-management service being down does not change it. */
    @Get(uri = "/health/readiness", produces = MediaType.APPLICATION_JSON)
    HttpResponse<Map<String, Object>> readiness() {
        return health();
    }

    @Get(uri = "/prometheus", produces = PROMETHEUS_TEXT)
    String prometheus() {
        return prometheus.scrape();
    }
}
