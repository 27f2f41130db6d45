package dev.stigservice.adapter.http;

import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Headers on every answer, errors included: bodies are data (JSON, CSV, XML) that a browser must never
 * sniff into HTML, run scripts from, or frame.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class SecurityHeadersFilter {

    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

    @ResponseFilter
    void addSecurityHeaders(MutableHttpResponse<?> response) {
        response.getHeaders()
                .set("X-Content-Type-Options", "nosniff")
                .set("Content-Security-Policy", CONTENT_SECURITY_POLICY)
                .set("Referrer-Policy", "no-referrer")
                .remove("Server");
    }
}
