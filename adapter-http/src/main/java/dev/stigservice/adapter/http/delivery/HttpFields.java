package dev.stigservice.adapter.http.delivery;

import io.netty.util.AsciiString;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The names and fixed values of the header fields this service writes on its answers, as Netty's {@link AsciiString}.
 * Netty encodes an {@code AsciiString} into a response with one bulk copy, and any other {@code CharSequence}
 * character by character; on JDK 25 each character is a bounds- and session-checked write into direct memory, which
 * was a fifth of a listing's CPU time (docs/performance.md). Names keep the case this service has always sent.
 */
public final class HttpFields {

    public static final AsciiString CACHE_CONTROL = AsciiString.cached("Cache-Control");
    public static final AsciiString CONTENT_DISPOSITION = AsciiString.cached("Content-Disposition");
    public static final AsciiString CONTENT_ENCODING = AsciiString.cached("Content-Encoding");
    public static final AsciiString CONTENT_SECURITY_POLICY = AsciiString.cached("Content-Security-Policy");
    public static final AsciiString CONTENT_TYPE = AsciiString.cached("Content-Type");
    public static final AsciiString DATE = AsciiString.cached("Date");
    public static final AsciiString ETAG = AsciiString.cached("ETag");
    public static final AsciiString LAST_MODIFIED = AsciiString.cached("Last-Modified");
    public static final AsciiString LINK = AsciiString.cached("Link");
    public static final AsciiString REFERRER_POLICY = AsciiString.cached("Referrer-Policy");
    public static final AsciiString VARY = AsciiString.cached("Vary");
    public static final AsciiString X_CONTENT_TYPE_OPTIONS = AsciiString.cached("X-Content-Type-Options");
    public static final AsciiString X_REQUEST_ID = AsciiString.cached("X-Request-Id");

    public static final AsciiString ACCEPT_ENCODING = AsciiString.cached("Accept-Encoding");
    public static final AsciiString AUTHORIZATION = AsciiString.cached("Authorization");
    public static final AsciiString GZIP = AsciiString.cached("gzip");
    public static final AsciiString NOSNIFF = AsciiString.cached("nosniff");
    public static final AsciiString NO_REFERRER = AsciiString.cached("no-referrer");

    private HttpFields() {
    }

    private static final Map<String, AsciiString> MEDIA_TYPES = new ConcurrentHashMap<>();

    /** A media type the renderers and documents declare: few, so each is made into bytes once, not once per answer. */
    public static AsciiString mediaType(String mediaType) {
        AsciiString made = MEDIA_TYPES.get(mediaType);
        return made != null ? made : MEDIA_TYPES.computeIfAbsent(mediaType, AsciiString::new);
    }

    /** A value written once per answer, such as a request id: copied into bytes on the heap, then sent in one copy. */
    public static AsciiString ascii(String value) {
        return new AsciiString(value);
    }
}
