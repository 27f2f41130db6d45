package dev.stigservice.adapter.http;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;

import java.util.function.Supplier;

/**
 * Answers sent from rendered bytes with a strong entity tag and a 304 on a match: protected file answers (a download,
 * a change report), never cached shared, and public documents (the listing, the static documents), cached 60 s.
 */
final class Attachments {

    static final String CACHE_CONTROL = "private, no-cache";
    static final String PUBLIC_CACHE_CONTROL = "public, max-age=60";

    private Attachments() {
    }

    /** {@code body} is asked for only when the tag does not match. */
    static MutableHttpResponse<?> of(HttpRequest<?> request, String entityTag, Supplier<RenderedBody> body, String mediaType, String fileName) {
        MutableHttpResponse<?> response;
        if (EntityTags.matches(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH), entityTag)) {
            response = HttpResponse.notModified();
        } else {
            response = withBody(request, HttpResponse.ok(), body.get(), mediaType)
                    .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + fileName + "\"");
        }
        return response.header(HttpHeaders.ETAG, EntityTags.quoted(entityTag))
                .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL)
                .header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION);
    }

    /** A public document: anyone may fetch it, and shared caches may keep it for a minute. */
    static MutableHttpResponse<?> publicDocument(HttpRequest<?> request, String entityTag, RenderedBody body, String mediaType) {
        MutableHttpResponse<?> response = EntityTags.matches(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH), entityTag)
                ? HttpResponse.notModified()
                : withBody(request, HttpResponse.ok(), body, mediaType);
        return response.header(HttpHeaders.ETAG, EntityTags.quoted(entityTag)).header(HttpHeaders.CACHE_CONTROL, PUBLIC_CACHE_CONTROL);
    }

    /** HEAD answers with the headers GET would send, Content-Length included, and no body. */
    static MutableHttpResponse<?> withBody(HttpRequest<?> request, MutableHttpResponse<Object> response, RenderedBody body, String mediaType) {
        response.contentType(mediaType);
        if (request.getMethod() == HttpMethod.HEAD) {
            return response.contentLength(body.length());
        }
        return response.body(body);
    }
}
