package dev.stigservice.adapter.http.delivery;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

import static org.assertj.core.api.Assertions.assertThat;

/** The IMF-fixdate of RFC 9110 section 5.6.7, and the Date of an answer formatted once a second. */
class HttpDateTest {

    @Test
    void writesTheDayWithTwoDigitsInGmt() {
        assertThat(HttpDate.format(Instant.parse("2026-11-04T09:05:04Z"))).isEqualTo("Wed, 04 Nov 2026 09:05:04 GMT");
        assertThat(HttpDate.format(Instant.parse("1994-11-06T08:49:37.900Z"))).isEqualTo("Sun, 06 Nov 1994 08:49:37 GMT");
    }

    @Test
    void theDateOfAnAnswerIsTheCurrentSecond() {
        Instant now = Instant.now();
        Instant sent = ZonedDateTime.parse(HttpDate.now(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
        assertThat(Duration.between(sent, now).abs()).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    void isFormattedOnceASecond() {
        long second;
        CharSequence first;
        CharSequence again;
        do {
            second = System.currentTimeMillis() / 1000;
            first = HttpDate.now();
            again = HttpDate.now();
        } while (System.currentTimeMillis() / 1000 != second); // both calls within one second
        assertThat(again).isSameAs(first);
    }
}
