package dev.stigservice.adapter.http.delivery;

import io.netty.util.AsciiString;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Dates as HTTP writes them: the IMF-fixdate of RFC 9110 section 5.6.7 ({@code Tue, 04 Nov 2026 09:05:54 GMT}; RFC
 * 1123's formatter would drop the day's leading zero). The {@code Date} of every answer is formatted once a second,
 * not once per answer, as NGINX does: formatting it was a twelfth of a listing's CPU time (docs/performance.md).
 */
public final class HttpDate {

    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH);

    private record Formatted(long epochSecond, AsciiString value) {
    }

    private static volatile Formatted current = format(Instant.now().getEpochSecond());

    private HttpDate() {
    }

    /** The {@code Date} field's value for an answer made now (section 6.6.1). */
    public static AsciiString now() {
        long second = System.currentTimeMillis() / 1000;
        Formatted formatted = current;
        if (formatted.epochSecond() != second) {
            // Two threads may both format the new second; they write the same value.
            formatted = format(second);
            current = formatted;
        }
        return formatted.value();
    }

    public static String format(Instant instant) {
        return IMF_FIXDATE.format(instant.atOffset(ZoneOffset.UTC));
    }

    private static Formatted format(long epochSecond) {
        return new Formatted(epochSecond, new AsciiString(format(Instant.ofEpochSecond(epochSecond))));
    }
}
