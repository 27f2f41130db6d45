package dev.stigservice.adapter.http;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.netty.util.AsciiString;

import java.time.Instant;
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

    static final AsciiString CACHE_CONTROL = AsciiString.cached("private, no-cache");
    static final AsciiString PUBLIC_CACHE_CONTROL = AsciiString.cached("public, max-age=60");

    private Attachments() {
    }

    /**
     * {@code body} is asked for only when the answer cannot be decided without it (usually: not for a 304);
     * {@code fileName} is null for an answer that is shown, not saved (a lookup): then no Content-Disposition.
     */
    static MutableHttpResponse<?> of(HttpRequest<?> request, String entityTag, Supplier<RenderedBody> body, String mediaType, String fileName) {
        MutableHttpResponse<?> response = answer(request, entityTag, body, mediaType, null);
        if (response.status().getCode() == 200 && fileName != null) {
            response.header(HttpFields.CONTENT_DISPOSITION, HttpFields.ascii("attachment; filename=\"" + fileName + "\""));
        }
        // Two field lines, so that a client reading the first one sees the contract's Vary: Authorization.
        return response.header(HttpFields.CACHE_CONTROL, CACHE_CONTROL)
                .header(HttpFields.VARY, HttpFields.AUTHORIZATION)
                .header(HttpFields.VARY, HttpFields.ACCEPT_ENCODING);
    }

    /** A public document: anyone may fetch it, and shared caches may keep it for a minute. */
    static MutableHttpResponse<?> publicDocument(HttpRequest<?> request, String entityTag, RenderedBody body, String mediaType) {
        return publicDocument(request, entityTag, body, mediaType, null);
    }

    /**
     * A public document that knows when it last changed: {@code Last-Modified} is sent, and {@code If-Modified-Since}
     * answers 304 when the request holds no {@code If-None-Match} (which takes precedence, RFC 9110 section 13.2.2).
     */
    static MutableHttpResponse<?> publicDocument(HttpRequest<?> request, String entityTag, RenderedBody body, String mediaType,
                                                 Instant lastModified) {
        MutableHttpResponse<?> response = answer(request, entityTag, () -> body, mediaType, lastModified)
                .header(HttpFields.CACHE_CONTROL, PUBLIC_CACHE_CONTROL)
                .header(HttpFields.VARY, HttpFields.ACCEPT_ENCODING);
        return lastModified == null ? response : response.header(HttpFields.LAST_MODIFIED, HttpDate.format(lastModified));
    }

    /**
     * A 304 when the client holds the representation it would get, else that representation. A client that prefers
     * gzip gets the identity bytes of a body too small to gain from it, which only the body knows; every other
     * case is decided from the tags. Only GET and HEAD are answered 304 (RFC 9110 section 13.1.2): the answer to a
     * POST (a checklist upgrade) is always sent.
     */
    private static MutableHttpResponse<?> answer(HttpRequest<?> request, String entityTag, Supplier<RenderedBody> body, String mediaType,
                                                 Instant lastModified) {
        boolean safe = request.getMethod() == HttpMethod.GET || request.getMethod() == HttpMethod.HEAD;
        List<String> held = safe ? request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH) : List.of();
        ContentCoding preferred = ContentCoding.preferred(request.getHeaders().getAll(HttpHeaders.ACCEPT_ENCODING));
        if (EntityTags.matches(held, preferred.tag(entityTag))) {
            return notModified(preferred.tag(entityTag));
        }
        if (held.isEmpty() && lastModified != null && unmodifiedSince(request, lastModified)) {
            RenderedBody rendered = body.get();
            return notModified(rendered.codingFor(preferred).tag(entityTag));
        }
        RenderedBody rendered = body.get();
        ContentCoding sent = rendered.codingFor(preferred);
        if (sent != preferred && EntityTags.matches(held, sent.tag(entityTag))) {
            return notModified(sent.tag(entityTag));
        }
        return withBody(request, HttpResponse.ok(), rendered.representation(sent), mediaType)
                .header(HttpFields.ETAG, HttpFields.ascii(EntityTags.quoted(sent.tag(entityTag))));
    }

    /** Whether the client's {@code If-Modified-Since} (HTTP dates have whole seconds) is not before {@code lastModified}. */
    private static boolean unmodifiedSince(HttpRequest<?> request, Instant lastModified) {
        try {
            return request.getHeaders().findDate(HttpHeaders.IF_MODIFIED_SINCE)
                    .map(since -> !lastModified.isAfter(since.toInstant()))
                    .orElse(false);
        } catch (RuntimeException unreadableDate) {
            return false; // RFC 9110 section 13.1.3: an invalid date is ignored
        }
    }

    private static MutableHttpResponse<?> notModified(String tag) {
        return HttpResponse.notModified().header(HttpFields.ETAG, HttpFields.ascii(EntityTags.quoted(tag)));
    }

    /** HEAD answers with the headers GET would send, Content-Length and Content-Encoding included, and no body. */
    private static MutableHttpResponse<?> withBody(HttpRequest<?> request, MutableHttpResponse<Object> response,
                                                   Representation representation, String mediaType) {
        response.header(HttpFields.CONTENT_TYPE, HttpFields.ascii(mediaType));
        if (representation.coding() == ContentCoding.GZIP) {
            response.header(HttpFields.CONTENT_ENCODING, HttpFields.GZIP);
        }
        if (request.getMethod() == HttpMethod.HEAD) {
            return response.contentLength(representation.length());
        }
        return response.body(representation);
    }
}
