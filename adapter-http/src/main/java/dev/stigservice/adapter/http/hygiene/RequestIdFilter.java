package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.adapter.http.delivery.HttpFields;
import io.micronaut.core.order.Ordered;
import io.micronaut.core.propagation.MutablePropagatedContext;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * Gives every request an id: the caller's {@code X-Request-Id} when it is well-formed (one value of at most
 * 64 letters, digits, {@code . _ -}), otherwise a new UUID. The id is echoed in the response, written by the
 * access log, and set as {@code requestId} in the logging MDC of every thread that works on the request.
 * An ill-formed value is never logged or echoed: it could forge log lines.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class RequestIdFilter implements Ordered {

    private static final Pattern WELL_FORMED = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final String ATTRIBUTE = RequestIdFilter.class.getName();

    @RequestFilter
    void assignId(HttpRequest<?> request, MutablePropagatedContext propagatedContext) {
        String id = requestId(request.getHeaders().getAll(HttpFields.X_REQUEST_ID));
        request.setAttribute(ATTRIBUTE, id);
        propagatedContext.add(new RequestIdInLogs(id));
    }

    @ResponseFilter
    void echoId(HttpRequest<?> request, MutableHttpResponse<?> response) {
        // Requests refused before routing (oversized, malformed) never passed assignId: give them an id too.
        String id = request.getAttribute(ATTRIBUTE, String.class).orElseGet(() -> requestId(List.of()));
        response.getHeaders().set(HttpFields.X_REQUEST_ID, HttpFields.ascii(id));
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
}
