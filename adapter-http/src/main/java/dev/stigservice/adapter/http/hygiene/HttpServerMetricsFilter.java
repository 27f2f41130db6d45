package dev.stigservice.adapter.http.hygiene;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micronaut.http.BasicHttpAttributes;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * {@code http.server.requests} for every answer (Prometheus: {@code http_server_requests_seconds}), tagged by
 * method, route template, status and outcome. Requests that match no route are counted under one
 * {@code uri="UNMATCHED"} so that scanners cannot grow the number of series.
 * (micronaut-micrometer would do this, but no release of it for Micronaut 5 is published.)
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class HttpServerMetricsFilter {

    static final String METRIC = "http.server.requests";
    private static final String START = HttpServerMetricsFilter.class.getName() + ".start";

    /** The tags of one timer. Few: methods x route templates x statuses the service answers. */
    private record Series(String method, String uri, int status) {
    }

    private final MeterRegistry meters;
    /** Timers looked up once per series, not built and registered again on every answer. */
    private final Map<Series, Timer> timers = new ConcurrentHashMap<>();

    HttpServerMetricsFilter(MeterRegistry meters) {
        this.meters = meters;
    }

    @RequestFilter
    void start(HttpRequest<?> request) {
        request.setAttribute(START, System.nanoTime());
    }

    @ResponseFilter
    void record(HttpRequest<?> request, MutableHttpResponse<?> response) {
        // Requests the server refused before routing (oversized, malformed) were never started: time them from here.
        long start = request.getAttribute(START, Long.class).orElseGet(System::nanoTime);
        // A method outside HTTP's own (any token parses) is counted as OTHER, as unmatched paths are: bounded series.
        String method = request.getMethod() == HttpMethod.CUSTOM ? "OTHER" : request.getMethodName();
        Series series = new Series(method, BasicHttpAttributes.getUriTemplate(request).orElse("UNMATCHED"), response.code());
        timers.computeIfAbsent(series, this::timer).record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
    }

    private Timer timer(Series series) {
        return Timer.builder(METRIC)
                .description("answers of the HTTP server")
                .tag("method", series.method())
                .tag("uri", series.uri())
                .tag("status", Integer.toString(series.status()))
                .tag("outcome", outcome(series.status()))
                .publishPercentileHistogram()
                .register(meters);
    }

    private static String outcome(int status) {
        return switch (status / 100) {
            case 1 -> "INFORMATIONAL";
            case 2 -> "SUCCESS";
            case 3 -> "REDIRECTION";
            case 4 -> "CLIENT_ERROR";
            default -> "SERVER_ERROR";
        };
    }
}
