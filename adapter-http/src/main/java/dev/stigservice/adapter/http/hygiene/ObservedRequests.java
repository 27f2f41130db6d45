package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.adapter.http.delivery.HttpFields;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micronaut.core.order.Ordered;
import io.micronaut.core.propagation.MutablePropagatedContext;
import io.micronaut.http.BasicHttpAttributes;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * What operators see of every request: its id and its time.
 * <ul>
 * <li>The id: the caller's {@code X-Request-Id} when it is well-formed (one value of at most 64 letters, digits,
 * {@code . _ -}), otherwise a new UUID. It is echoed in the response, written by the access log, and set as
 * {@code requestId} in the logging MDC of every thread that works on the request ({@link RequestIdInLogs}). An
 * ill-formed value is never logged or echoed: it could forge log lines.</li>
 * <li>The time: {@code http.server.requests} (Prometheus: {@code http_server_requests_seconds}), tagged by method,
 * route template, status and outcome. Requests that match no route are counted under one {@code uri="UNMATCHED"}, and
 * methods outside HTTP's own as {@code OTHER}, so that scanners cannot grow the number of series. (micronaut-micrometer
 * would do this, but no release of it for Micronaut 5 is published.)</li>
 * </ul>
 * One filter for both: every server filter costs each request a turn of Micronaut's filter chain.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class ObservedRequests implements Ordered {

    static final String METRIC = "http.server.requests";
    private static final Pattern WELL_FORMED = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final String ATTRIBUTE = ObservedRequests.class.getName();

    /** What the way in noted for the way out. */
    private record Observed(String requestId, long started) {
    }

    /** The tags of one timer. Few: methods x route templates x statuses the service answers. */
    private record Series(String method, String uri, int status) {
    }

    private final MeterRegistry meters;
    /** Timers looked up once per series, not built and registered again on every answer. */
    private final Map<Series, Timer> timers = new ConcurrentHashMap<>();

    ObservedRequests(MeterRegistry meters) {
        this.meters = meters;
    }

    @RequestFilter
    void start(HttpRequest<?> request, MutablePropagatedContext propagatedContext) {
        String id = requestId(request.getHeaders().getAll(HttpFields.X_REQUEST_ID));
        request.setAttribute(ATTRIBUTE, new Observed(id, System.nanoTime()));
        propagatedContext.add(new RequestIdInLogs(id));
    }

    @ResponseFilter
    void finish(HttpRequest<?> request, MutableHttpResponse<?> response) {
        // Requests refused before routing (oversized, malformed) never passed start: an id and a time of their own.
        Observed observed = request.getAttribute(ATTRIBUTE, Observed.class)
                .orElseGet(() -> new Observed(requestId(List.of()), System.nanoTime()));
        response.getHeaders().set(HttpFields.X_REQUEST_ID, HttpFields.ascii(observed.requestId()));
        String method = request.getMethod() == HttpMethod.CUSTOM ? "OTHER" : request.getMethodName();
        Series series = new Series(method, BasicHttpAttributes.getUriTemplate(request).orElse("UNMATCHED"), response.code());
        Timer timer = timers.get(series); // computeIfAbsent alone locks a present key's bin on every answer
        (timer != null ? timer : timers.computeIfAbsent(series, this::timer)).record(System.nanoTime() - observed.started(), TimeUnit.NANOSECONDS);
    }

    /** First of all filters, so that every later filter and handler logs with the id. */
    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE;
    }

    /** An id correlates log lines; it is no secret, so it needs no SecureRandom (whose lock every request would share). */
    static String requestId(List<String> sent) {
        if (sent.size() == 1 && WELL_FORMED.matcher(sent.getFirst()).matches()) {
            return sent.getFirst();
        }
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return new UUID(random.nextLong(), random.nextLong()).toString();
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
