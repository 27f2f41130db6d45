package dev.stigservice.adapter.http;

import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.DefaultHttpRequest;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpVersion;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What RequestHygiene refuses before routing (RFC 9112 §3.2, §6.1); HttpHygieneIT sends the same on raw sockets to the jar. */
class RequestHygieneTest {

    private static HttpRequest request(HttpVersion version, String... headers) {
        HttpRequest request = new DefaultHttpRequest(version, HttpMethod.GET, "/api/v1/stigs");
        for (int i = 0; i < headers.length; i += 2) {
            request.headers().add(headers[i], headers[i + 1]);
        }
        return request;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"chunked|", "gzip, chunked|", "GZIP,CHUNKED|", "xchunked|BAD_REQUEST", "gzip|BAD_REQUEST",
            "chunked, gzip|BAD_REQUEST", "chunked,identity|BAD_REQUEST", "chunked,|BAD_REQUEST"})
    void aTransferEncodingMustEndInChunked(String codings, ApiError expected) {
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_1, "Host", "x", "Transfer-Encoding", codings))).isEqualTo(expected);
    }

    @Test
    void aTransferEncodingSentOnTwoLinesIsReadAsOneList() {
        HttpRequest request = request(HttpVersion.HTTP_1_1, "Host", "x", "Transfer-Encoding", "chunked", "Transfer-Encoding", "gzip");
        assertThat(RequestHygiene.refusal(request)).isEqualTo(ApiError.BAD_REQUEST);
    }

    @Test
    void http11NeedsExactlyOneHostAndHttp10AtMostOne() {
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_1))).isEqualTo(ApiError.BAD_REQUEST);
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_1, "Host", "a", "Host", "b"))).isEqualTo(ApiError.BAD_REQUEST);
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_1, "Host", "a"))).isNull();
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_0))).isNull();
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_0, "Host", "a", "Host", "b"))).isEqualTo(ApiError.BAD_REQUEST);
    }

    @Test
    void whatTheDecoderCouldNotReadIs413WhenTooLongAnd400Otherwise() {
        HttpRequest tooLong = request(HttpVersion.HTTP_1_1, "Host", "x");
        tooLong.setDecoderResult(DecoderResult.failure(new TooLongFrameException("header")));
        assertThat(RequestHygiene.refusal(tooLong)).isEqualTo(ApiError.PAYLOAD_TOO_LARGE);
        HttpRequest garbled = request(HttpVersion.HTTP_1_1, "Host", "x");
        garbled.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("bad")));
        assertThat(RequestHygiene.refusal(garbled)).isEqualTo(ApiError.BAD_REQUEST);
    }

    @ParameterizedTest
    @CsvSource({"/api/v1/stigs?q=x, /api/v1/stigs?q=x", "http://host:8080/api/v1/stigs, /api/v1/stigs", "https://host, /", "*, *"})
    void thePathOfATargetInEitherForm(String target, String path) {
        assertThat(RequestHygiene.path(target)).isEqualTo(path);
    }
}
