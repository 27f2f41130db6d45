package dev.stigservice.adapter.http;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.netty.util.AsciiString;

import java.util.function.BiConsumer;

/**
 * The header fields of every answer, errors included: {@code Date}, which this filter writes instead of Micronaut
 * ({@code micronaut.server.date-header: false}) because it formats it once a second ({@link HttpDate}), and the
 * security headers: bodies are data (JSON, CSV, XML) that a browser must never sniff into HTML, run scripts from,
 * or frame. The API reference page under {@code /docs} is the one page meant for a browser: it may run its own
 * scripts (Redoc, served from here) and nothing else. {@link RequestHygiene} sets the same fields on the answers
 * it writes before Micronaut sees a request.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class AnswerHeadersFilter {

    static final AsciiString CONTENT_SECURITY_POLICY = AsciiString.cached("default-src 'none'; frame-ancestors 'none'; sandbox");
    static final String DOCS_PATH = "/docs";
    /** Redoc injects its styles and renders in a worker it creates from a blob; it loads the spec from here. */
    static final AsciiString DOCS_CONTENT_SECURITY_POLICY = AsciiString.cached("default-src 'none'; script-src 'self'; "
            + "connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; worker-src blob:; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'");

    @ResponseFilter
    void addHeaders(HttpRequest<?> request, MutableHttpResponse<?> response) {
        set(request.getPath(), response.getHeaders()::set);
        response.getHeaders().remove("Server"); // also when an operator sets micronaut.server.server-header (docs/reliability.md)
    }

    /** The fields of an answer to {@code path}, given one by one to {@code header}. */
    static void set(String path, BiConsumer<CharSequence, CharSequence> header) {
        boolean docsPage = path.equals(DOCS_PATH) || path.startsWith(DOCS_PATH + "/");
        header.accept(HttpFields.DATE, HttpDate.now());
        header.accept(HttpFields.X_CONTENT_TYPE_OPTIONS, HttpFields.NOSNIFF);
        header.accept(HttpFields.CONTENT_SECURITY_POLICY, docsPage ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
        header.accept(HttpFields.REFERRER_POLICY, HttpFields.NO_REFERRER);
    }
}
