package dev.stigservice.adapter.http;

import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Hidden;

import java.util.LinkedHashMap;
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

    private final ServiceHealth health;
    private final PrometheusMeterRegistry prometheus;

    ManagementController(ServiceHealth health, PrometheusMeterRegistry prometheus) {
        this.health = health;
        this.prometheus = prometheus;
    }

    /** Readiness with every component's details; 503 while not ready. */
    @Get(uri = "/health", produces = MediaType.APPLICATION_JSON)
    HttpResponse<Map<String, Object>> health() {
        ServiceHealth.Report report = health.check();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", report.ready() ? UP : DOWN);
        body.put("details", report.details());
        return HttpResponse.status(report.ready() ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).body(body);
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
