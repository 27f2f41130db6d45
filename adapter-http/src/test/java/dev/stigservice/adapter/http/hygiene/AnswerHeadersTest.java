package dev.stigservice.adapter.http.hygiene;

import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

import static org.assertj.core.api.Assertions.assertThat;

/** The fields AnswerHeaders sets on every answer written through it; HostileHttpTest and HttpHygieneIT check them on the wire. */
class AnswerHeadersTest {

    private static HttpResponse written(HttpResponseStatus status, String... headers) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status);
        for (int i = 0; i < headers.length; i += 2) {
            response.headers().add(headers[i], headers[i + 1]);
        }
        EmbeddedChannel channel = new EmbeddedChannel(new AnswerHeaders());
        channel.writeOutbound(response);
        HttpResponse sent = channel.readOutbound();
        channel.finishAndReleaseAll();
        return sent;
    }

    @Test
    void everyAnswerGetsTheDateAndTheSecurityHeadersAndLosesAServerBanner() {
        for (HttpResponseStatus status : new HttpResponseStatus[]{HttpResponseStatus.OK, HttpResponseStatus.NOT_MODIFIED,
                HttpResponseStatus.NOT_FOUND, HttpResponseStatus.SERVICE_UNAVAILABLE}) {
            HttpResponse sent = written(status, "Server", "micronaut", "Date", "Thu, 1 Jan 1970 00:00:00 GMT");
            assertThat(sent.headers().getAll("Date")).as(status.toString()).hasSize(1);
            Instant date = ZonedDateTime.parse(sent.headers().get("Date"), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            assertThat(Duration.between(date, Instant.now()).abs()).isLessThan(Duration.ofSeconds(2));
            assertThat(sent.headers().get("X-Content-Type-Options")).isEqualTo("nosniff");
            assertThat(sent.headers().get("Content-Security-Policy")).isEqualTo("default-src 'none'; frame-ancestors 'none'; sandbox");
            assertThat(sent.headers().get("Referrer-Policy")).isEqualTo("no-referrer");
            assertThat(sent.headers().contains("Server")).isFalse();
        }
    }

    @Test
    void anAnswerWithItsOwnPolicyKeepsIt() {
        HttpResponse sent = written(HttpResponseStatus.OK, "Content-Security-Policy", "default-src 'none'; script-src 'self'");
        assertThat(sent.headers().getAll("Content-Security-Policy")).containsExactly("default-src 'none'; script-src 'self'");
    }

    @Test
    void anInterimAnswerIsLeftAlone() {
        HttpResponse sent = written(HttpResponseStatus.CONTINUE);
        assertThat(sent.headers().isEmpty()).isTrue();
    }
}
