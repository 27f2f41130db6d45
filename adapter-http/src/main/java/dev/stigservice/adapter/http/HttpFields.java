package dev.stigservice.adapter.http;

import io.netty.util.AsciiString;

/**
 * The names and fixed values of the header fields this service writes on its answers, as Netty's {@link AsciiString}.
 * Netty encodes an {@code AsciiString} into a response with one bulk copy, and any other {@code CharSequence}
 * character by character; on JDK 25 each character is a bounds- and session-checked write into direct memory, which
 * was a fifth of a listing's CPU time (docs/performance.md). Names keep the case this service has always sent.
 */
final class HttpFields {

    static final AsciiString CACHE_CONTROL = AsciiString.cached("Cache-Control");
    static final AsciiString CONTENT_DISPOSITION = AsciiString.cached("Content-Disposition");
    static final AsciiString CONTENT_ENCODING = AsciiString.cached("Content-Encoding");
    static final AsciiString CONTENT_SECURITY_POLICY = AsciiString.cached("Content-Security-Policy");
    static final AsciiString CONTENT_TYPE = AsciiString.cached("Content-Type");
    static final AsciiString DATE = AsciiString.cached("Date");
    static final AsciiString ETAG = AsciiString.cached("ETag");
    static final AsciiString LAST_MODIFIED = AsciiString.cached("Last-Modified");
    static final AsciiString LINK = AsciiString.cached("Link");
    static final AsciiString REFERRER_POLICY = AsciiString.cached("Referrer-Policy");
    static final AsciiString VARY = AsciiString.cached("Vary");
    static final AsciiString X_CONTENT_TYPE_OPTIONS = AsciiString.cached("X-Content-Type-Options");
    static final AsciiString X_REQUEST_ID = AsciiString.cached("X-Request-Id");

    static final AsciiString ACCEPT_ENCODING = AsciiString.cached("Accept-Encoding");
    static final AsciiString AUTHORIZATION = AsciiString.cached("Authorization");
    static final AsciiString GZIP = AsciiString.cached("gzip");
    static final AsciiString NOSNIFF = AsciiString.cached("nosniff");
    static final AsciiString NO_REFERRER = AsciiString.cached("no-referrer");

    private HttpFields() {
    }

    /** A value written once per answer, such as an entity tag: copied into bytes on the heap, then sent in one copy. */
    static AsciiString ascii(String value) {
        return new AsciiString(value);
    }
}
