package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.Credentials;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;

import java.util.List;

/** What every protected request tells the core besides its route's own parameters: who asks, and what it holds. */
final class ProtectedRequests {

    private ProtectedRequests() {
    }

    static Credentials credentials(HttpRequest<?> request) {
        return Credentials.of(BearerAuthorization.parse(request.getHeaders().getAll(HttpHeaders.AUTHORIZATION)));
    }

    /**
     * The entity tags of {@code If-None-Match} (only GET and HEAD are answered 304, RFC 9110 13.1.2) and the coding
     * {@code Accept-Encoding} prefers, asked on the event loop: without waiting ({@link ProtectedResponses#answer}).
     */
    static Conditions conditions(HttpRequest<?> request) {
        boolean safe = request.getMethod() == HttpMethod.GET || request.getMethod() == HttpMethod.HEAD;
        List<String> held = safe ? EntityTags.held(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH)) : List.of();
        return new Conditions(held, AcceptEncoding.preferred(request.getHeaders().getAll(HttpHeaders.ACCEPT_ENCODING)), false);
    }
}
