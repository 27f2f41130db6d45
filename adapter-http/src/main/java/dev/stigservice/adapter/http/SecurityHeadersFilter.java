package dev.stigservice.adapter.http;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

import java.util.function.BiConsumer;

/**
 * Headers on every answer, errors included: bodies are data (JSON, CSV, XML) that a browser must never
 * sniff into HTML, run scripts from, or frame. The API reference page under {@code /docs} is the one
 * page meant for a browser: it may run its own scripts (Redoc, served from here) and nothing else.
 * {@link RequestHygiene} sets the same headers on the answers it writes before Micronaut sees a request.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class SecurityHeadersFilter {

    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
    static final String DOCS_PATH = "/docs";
    /** Redoc injects its styles and renders in a worker it creates from a blob; it loads the spec from here. */
    static final String DOCS_CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; worker-src blob:; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

    @ResponseFilter
    void addSecurityHeaders(HttpRequest<?> request, MutableHttpResponse<?> response) {
        set(request.getPath(), response.getHeaders()::set);
        response.getHeaders().remove("Server"); // also when an operator sets micronaut.server.server-header (docs/reliability.md)
    }

    /** The security headers of an answer to {@code path}, given one by one to {@code header}. */
    static void set(String path, BiConsumer<String, String> header) {
        boolean docsPage = path.equals(DOCS_PATH) || path.startsWith(DOCS_PATH + "/");
        header.accept("X-Content-Type-Options", "nosniff");
        header.accept("Content-Security-Policy", docsPage ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
        header.accept("Referrer-Policy", "no-referrer");
    }
}
