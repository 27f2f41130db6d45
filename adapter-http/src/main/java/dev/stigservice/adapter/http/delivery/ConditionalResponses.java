package dev.stigservice.adapter.http.delivery;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.netty.util.AsciiString;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A document's 200 or 304, for protected answers (never kept by shared caches) and public documents (the listing, the
 * feed, the API reference) alike. Each content coding of a body is a representation of its own with a strong entity
 * tag of its own ({@code "<version>-gzip"} beside {@code "<version>"}), so a tag never names two byte sequences; a
 * client that holds the tag of the coding it would be sent gets 304. {@code Vary} names {@code Accept-Encoding} (and
 * {@code Authorization} on protected answers), 304s included.
 */
public final class ConditionalResponses {

    static final AsciiString PRIVATE_CACHE_CONTROL = AsciiString.cached("private, no-cache");
    static final AsciiString PUBLIC_CACHE_CONTROL = AsciiString.cached("public, max-age=60");

    private ConditionalResponses() {
    }

    /**
     * What a client says it holds and prefers: the tags of {@code If-None-Match} (unquoted; only GET and HEAD are
     * answered 304, RFC 9110 13.1.2) and the coding {@code Accept-Encoding} prefers.
     */
    record Preconditions(List<String> heldTags, ContentCoding preferred) {

        static Preconditions of(HttpRequest<?> request) {
            boolean safe = request.getMethod() == HttpMethod.GET || request.getMethod() == HttpMethod.HEAD;
            List<String> held = safe ? tagsHeld(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH)) : List.of();
            return new Preconditions(held, ContentCoding.preferred(request.getHeaders().getAll(HttpHeaders.ACCEPT_ENCODING)));
        }

        boolean holds(String tag) {
            return heldTags.contains("*") || heldTags.contains(tag);
        }

        /** Whether the client holds the coding it prefers of {@code version}: known before any body is at hand. */
        boolean holdsPreferred(String version) {
            return !heldTags.isEmpty() && holds(preferred.tag(version));
        }
    }

    /**
     * Every tag the headers list, unquoted, weak ones as strong ({@code If-None-Match} compares weakly, RFC 9110 13.1.2);
     * {@code *} as it is. Anything unquoted is no tag.
     */
    public static List<String> tagsHeld(List<String> ifNoneMatchHeaders) {
        List<String> held = new ArrayList<>();
        for (String header : ifNoneMatchHeaders) {
            for (String candidate : header.split(",")) {
                String value = candidate.strip();
                if (value.startsWith("W/")) {
                    value = value.substring(2);
                }
                if (value.equals("*")) {
                    held.add(value);
                } else if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    held.add(value.substring(1, value.length() - 1));
                }
            }
        }
        return held;
    }

    /** A strong entity tag as it is sent. */
    static String quoted(String tag) {
        return "\"" + tag + "\"";
    }

    /** A public document: anyone may fetch it, and shared caches may keep it for a minute. */
    public static MutableHttpResponse<?> publicDocument(HttpRequest<?> request, String version, EncodedBody body, String mediaType) {
        return publicDocument(request, version, body, mediaType, null);
    }

    /**
     * A public document that knows when it last changed: {@code Last-Modified} is sent, and {@code If-Modified-Since}
     * answers 304 when the request holds no {@code If-None-Match} (which takes precedence, RFC 9110 section 13.2.2).
     */
    public static MutableHttpResponse<?> publicDocument(HttpRequest<?> request, String version, EncodedBody body, String mediaType,
                                                        Instant lastModified) {
        Preconditions preconditions = Preconditions.of(request);
        MutableHttpResponse<?> response;
        if (preconditions.heldTags().isEmpty() && lastModified != null && unmodifiedSince(request, lastModified)) {
            response = notModified(body.tag(body.codingFor(preconditions.preferred()), version).quoted());
        } else {
            response = document(request, preconditions, version, body, mediaType);
        }
        response.header(HttpFields.CACHE_CONTROL, PUBLIC_CACHE_CONTROL).header(HttpFields.VARY, HttpFields.ACCEPT_ENCODING);
        return lastModified == null ? response : response.header(HttpFields.LAST_MODIFIED, HttpDate.format(lastModified));
    }

    /** A protected answer's document, or its 304: {@code Content-Disposition} when it is saved as a file. */
    static MutableHttpResponse<?> privateDocument(HttpRequest<?> request, Preconditions preconditions, String version,
                                                  EncodedBody body, String mediaType, String fileName) {
        MutableHttpResponse<?> response = document(request, preconditions, version, body, mediaType);
        if (fileName != null && response.status().getCode() == 200) {
            response.header(HttpFields.CONTENT_DISPOSITION, HttpFields.ascii("attachment; filename=\"" + fileName + "\""));
        }
        return privately(response);
    }

    /** A protected answer the client holds already: nothing of it was loaded or rendered. */
    static MutableHttpResponse<?> privateNotModified(String tag) {
        return privately(notModified(HttpFields.ascii(quoted(tag))));
    }

    private static MutableHttpResponse<?> document(HttpRequest<?> request, Preconditions preconditions, String version,
                                                   EncodedBody body, String mediaType) {
        ContentCoding sent = body.codingFor(preconditions.preferred());
        EncodedBody.Tag tag = body.tag(sent, version);
        return preconditions.holds(tag.value()) ? notModified(tag.quoted()) : withBody(request, body.representation(sent), mediaType, tag.quoted());
    }

    /** Two Vary field lines, so that a client reading the first one sees the contract's Vary: Authorization. */
    private static MutableHttpResponse<?> privately(MutableHttpResponse<?> response) {
        return response.header(HttpFields.CACHE_CONTROL, PRIVATE_CACHE_CONTROL)
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

    private static MutableHttpResponse<?> notModified(AsciiString quotedTag) {
        return HttpResponse.notModified().header(HttpFields.ETAG, quotedTag);
    }

    /** HEAD answers with the headers GET would send, Content-Length and Content-Encoding included, and no body. */
    private static MutableHttpResponse<?> withBody(HttpRequest<?> request, Representation representation, String mediaType,
                                                  AsciiString quotedTag) {
        MutableHttpResponse<Object> response = HttpResponse.ok();
        response.header(HttpFields.CONTENT_TYPE, HttpFields.mediaType(mediaType)).header(HttpFields.ETAG, quotedTag);
        if (representation.coding() == ContentCoding.GZIP) {
            response.header(HttpFields.CONTENT_ENCODING, HttpFields.GZIP);
        }
        if (request.getMethod() == HttpMethod.HEAD) {
            return response.contentLength(representation.length());
        }
        return response.body(representation);
    }
}
