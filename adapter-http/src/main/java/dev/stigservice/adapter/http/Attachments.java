package dev.stigservice.adapter.http;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;

import java.util.List;
import java.util.function.Supplier;

/**
 * Answers sent from rendered bytes: protected file answers (a download, a change report), never cached shared, and
 * public documents (the listing, the static documents), cached 60 s. Each content coding of the bytes is its own
 * representation with its own strong entity tag ({@link ContentCoding#tag}); {@code If-None-Match} is compared with
 * the tag of the coding that would be sent, and {@code Vary} names {@code Accept-Encoding} (and
 * {@code Authorization} on protected answers), 304s included.
 */
final class Attachments {

    static final String CACHE_CONTROL = "private, no-cache";
    static final String PUBLIC_CACHE_CONTROL = "public, max-age=60";

    private Attachments() {
    }

    /** {@code body} is asked for only when the answer cannot be decided without it (usually: not for a 304). */
    static MutableHttpResponse<?> of(HttpRequest<?> request, String entityTag, Supplier<RenderedBody> body, String mediaType, String fileName) {
        MutableHttpResponse<?> response = answer(request, entityTag, body, mediaType);
        if (response.status().getCode() == 200) {
            response.header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + fileName + "\"");
        }
        // Two field lines, so that a client reading the first one sees the contract's Vary: Authorization.
        return response.header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL)
                .header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING);
    }

    /** A public document: anyone may fetch it, and shared caches may keep it for a minute. */
    static MutableHttpResponse<?> publicDocument(HttpRequest<?> request, String entityTag, RenderedBody body, String mediaType) {
        return answer(request, entityTag, () -> body, mediaType)
                .header(HttpHeaders.CACHE_CONTROL, PUBLIC_CACHE_CONTROL)
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING);
    }

    /**
     * A 304 when the client holds the representation it would get, else that representation. A client that prefers
     * gzip gets the identity bytes of a body too small to gain from it, which only the body knows; every other
     * case is decided from the tags.
     */
    private static MutableHttpResponse<?> answer(HttpRequest<?> request, String entityTag, Supplier<RenderedBody> body, String mediaType) {
        List<String> held = request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH);
        ContentCoding preferred = ContentCoding.preferred(request.getHeaders().getAll(HttpHeaders.ACCEPT_ENCODING));
        if (EntityTags.matches(held, preferred.tag(entityTag))) {
            return notModified(preferred.tag(entityTag));
        }
        RenderedBody rendered = body.get();
        ContentCoding sent = rendered.codingFor(preferred);
        if (sent != preferred && EntityTags.matches(held, sent.tag(entityTag))) {
            return notModified(sent.tag(entityTag));
        }
        return withBody(request, HttpResponse.ok(), rendered.representation(sent), mediaType)
                .header(HttpHeaders.ETAG, EntityTags.quoted(sent.tag(entityTag)));
    }

    private static MutableHttpResponse<?> notModified(String tag) {
        return HttpResponse.notModified().header(HttpHeaders.ETAG, EntityTags.quoted(tag));
    }

    /** HEAD answers with the headers GET would send, Content-Length and Content-Encoding included, and no body. */
    private static MutableHttpResponse<?> withBody(HttpRequest<?> request, MutableHttpResponse<Object> response,
                                                   Representation representation, String mediaType) {
        response.contentType(mediaType);
        if (representation.coding() == ContentCoding.GZIP) {
            response.header(HttpHeaders.CONTENT_ENCODING, "gzip");
        }
        if (request.getMethod() == HttpMethod.HEAD) {
            return response.contentLength(representation.length());
        }
        return response.body(representation);
    }
}
