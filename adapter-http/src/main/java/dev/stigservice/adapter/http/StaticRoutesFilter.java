package dev.stigservice.adapter.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * The static resources (the OpenAPI document, the API reference page, the JSON Schemas; application.yml maps
 * them) answer GET and HEAD only: Micronaut's static-resource route serves them to any method, PUT and TRACE
 * included. Every other method is 405 in the envelope, with {@code Allow}.
 */
@ServerFilter({"/openapi.*", SecurityHeadersFilter.DOCS_PATH, SecurityHeadersFilter.DOCS_PATH + "/**", "/schema/**"})
final class StaticRoutesFilter {

    static final String ALLOWED = "GET, HEAD";

    @RequestFilter
    @Nullable
    HttpResponse<?> onlyGetAndHead(HttpRequest<?> request) {
        HttpMethod method = request.getMethod();
        if (method == HttpMethod.GET || method == HttpMethod.HEAD) {
            return null; // go on to the resource
        }
        return ErrorResponses.of(request, ApiError.METHOD_NOT_ALLOWED).header(HttpHeaders.ALLOW, ALLOWED);
    }
}
