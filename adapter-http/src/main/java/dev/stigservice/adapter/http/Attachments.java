package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.Chosen;
import dev.stigservice.application.answer.Conditions;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.domain.model.ContentCoding;
import dev.stigservice.domain.model.RenderedBody;
import dev.stigservice.domain.model.Representation;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.netty.util.AsciiString;

import java.time.Instant;

/**
 * Answers sent from rendered bytes: protected answers (a download, a change report, a lookup), never cached shared,
 * and public documents (the listing, the feed, the static documents), cached 60 s. Each content coding of the bytes
 * is its own representation with its own strong entity tag; which one a client gets, or whether it holds it already,
 * is decided by {@link Conditions#choose}, in the core, for both. {@code Vary} names {@code Accept-Encoding} (and
 * {@code Authorization} on protected answers), 304s included.
 */
final class Attachments {

    static final AsciiString CACHE_CONTROL = AsciiString.cached("private, no-cache");
    static final AsciiString PUBLIC_CACHE_CONTROL = AsciiString.cached("public, max-age=60");

    private Attachments() {
    }

    /** A protected answer the core made ready: {@code Content-Disposition} when it is saved as a file. */
    static MutableHttpResponse<?> ready(HttpRequest<?> request, ProtectedAnswer.Ready ready) {
        MutableHttpResponse<?> response = withBody(request, ready.body(), ready.mediaType(), ready.entityTag());
        if (ready.fileName() != null) {
            response.header(HttpFields.CONTENT_DISPOSITION, HttpFields.ascii("attachment; filename=\"" + ready.fileName() + "\""));
        }
        return privately(response);
    }

    /** A protected answer the client holds already. */
    static MutableHttpResponse<?> notModified(ProtectedAnswer.NotModified notModified) {
        return privately(notModified(notModified.entityTag()));
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
        Conditions conditions = ProtectedRequests.conditions(request);
        ContentCoding coding = body.codingFor(conditions.preferred());
        MutableHttpResponse<?> response;
        if (conditions.heldTags().isEmpty() && lastModified != null && unmodifiedSince(request, lastModified)) {
            response = notModified(coding.tag(entityTag));
        } else {
            response = switch (conditions.choose(entityTag, () -> body)) {
                case Chosen.Held(String tag) -> notModified(tag);
                case Chosen.Sent(String tag, Representation representation) -> withBody(request, representation, mediaType, tag);
            };
        }
        response.header(HttpFields.CACHE_CONTROL, PUBLIC_CACHE_CONTROL).header(HttpFields.VARY, HttpFields.ACCEPT_ENCODING);
        return lastModified == null ? response : response.header(HttpFields.LAST_MODIFIED, HttpDate.format(lastModified));
    }

    /** Two Vary field lines, so that a client reading the first one sees the contract's Vary: Authorization. */
    private static MutableHttpResponse<?> privately(MutableHttpResponse<?> response) {
        return response.header(HttpFields.CACHE_CONTROL, CACHE_CONTROL)
                .header(HttpFields.VARY, HttpFields.AUTHORIZATION)
                .header(HttpFields.VARY, HttpFields.ACCEPT_ENCODING);
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
    private static MutableHttpResponse<?> withBody(HttpRequest<?> request, Representation representation, String mediaType, String tag) {
        MutableHttpResponse<Object> response = HttpResponse.ok();
        response.header(HttpFields.CONTENT_TYPE, HttpFields.ascii(mediaType))
                .header(HttpFields.ETAG, HttpFields.ascii(EntityTags.quoted(tag)));
        if (representation.coding() == ContentCoding.GZIP) {
            response.header(HttpFields.CONTENT_ENCODING, HttpFields.GZIP);
        }
        if (request.getMethod() == HttpMethod.HEAD) {
            return response.contentLength(representation.length());
        }
        return response.body(representation);
    }
}
