package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Map;

/**
 * Asks the access-management service: {@code GET {url}/api/v1/validate} with the caller's bearer token
 * (or POST with {@code {"token": ...}}), never following a redirect. {@link AccessManagementAnswer} says what
 * the answer means; timeouts, refused and reset connections are "unavailable": the caller gets 503, never a
 * download on a token nobody confirmed. The call blocks its thread, so callers
 * run it on a virtual thread, never on an event loop.
 */
public final class RemoteTokenValidator {

    private static final Logger LOG = LoggerFactory.getLogger(RemoteTokenValidator.class);
    static final String VALIDATE_PATH = "/api/v1/validate";

    /** How the token is sent: in the Authorization header only, or also as a JSON body. */
    public enum Method {
        GET, POST
    }

    private final HttpClient client;
    private final Method method;

    /** @param client a client whose base URL is the access-management service and whose timeouts bound each call */
    public RemoteTokenValidator(HttpClient client, Method method) {
        this.client = client;
        this.method = method;
    }

    /** Asks and waits: never on an event loop. */
    public TokenVerdict validate(AccessToken token) {
        TokenVerdict verdict;
        try {
            HttpResponse<byte[]> response = client.toBlocking().exchange(request(token), byte[].class);
            verdict = AccessManagementAnswer.classify(response.code(), response.getBody().orElse(null));
        } catch (HttpClientResponseException e) {
            // A client built to throw on error statuses: the same rule reads the answer.
            verdict = AccessManagementAnswer.classify(e.code(), e.getResponse().getBody(byte[].class).orElse(null));
        } catch (RuntimeException e) {
            // Timeouts, refused and reset connections, oversized bodies. The exception never holds the
            // token, but its message may quote the request; log only its type.
            verdict = TokenVerdict.unavailable(e.getClass().getSimpleName());
        }
        if (verdict instanceof TokenVerdict.Unavailable(String reason)) {
            LOG.warn("Access-management service unavailable: {}", reason);
        }
        return verdict;
    }

    private MutableHttpRequest<?> request(AccessToken token) {
        MutableHttpRequest<?> request = method == Method.POST
                ? HttpRequest.POST(VALIDATE_PATH, Map.of("token", token.reveal())).contentType(MediaType.APPLICATION_JSON_TYPE)
                : HttpRequest.GET(VALIDATE_PATH);
        return request.bearerAuth(token.reveal()).accept(MediaType.APPLICATION_JSON_TYPE);
    }
}
