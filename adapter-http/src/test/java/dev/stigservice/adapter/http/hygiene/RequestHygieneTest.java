package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.adapter.http.ApiError;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultHttpRequest;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
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
    @CsvSource(delimiter = '|', value = {"chunked|", "Chunked|", "gzip, chunked|NOT_IMPLEMENTED", "GZIP,CHUNKED|NOT_IMPLEMENTED",
            "identity, chunked|NOT_IMPLEMENTED", "xchunked|BAD_REQUEST", "gzip|BAD_REQUEST", "chunked, gzip|BAD_REQUEST",
            "chunked,identity|BAD_REQUEST", "chunked,|BAD_REQUEST", "chunked, chunked|BAD_REQUEST", ",chunked|NOT_IMPLEMENTED"})
    void aTransferEncodingMustEndInChunkedAndHoldNoOtherCoding(String codings, ApiError expected) {
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
    void whatTheDecoderCouldNotReadIs414ForTheLine413ForTheHeadersAnd400Otherwise() {
        HttpRequest tooLongLine = request(HttpVersion.HTTP_1_1, "Host", "x");
        tooLongLine.setDecoderResult(DecoderResult.failure(new TooLongHttpLineException("line")));
        assertThat(RequestHygiene.refusal(tooLongLine)).isEqualTo(ApiError.URI_TOO_LONG);
        HttpRequest tooLong = request(HttpVersion.HTTP_1_1, "Host", "x");
        tooLong.setDecoderResult(DecoderResult.failure(new TooLongHttpHeaderException("header")));
        assertThat(RequestHygiene.refusal(tooLong)).isEqualTo(ApiError.PAYLOAD_TOO_LARGE);
        HttpRequest garbled = request(HttpVersion.HTTP_1_1, "Host", "x");
        garbled.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("bad")));
        assertThat(RequestHygiene.refusal(garbled)).isEqualTo(ApiError.BAD_REQUEST);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"GET|", "PATCH|", "gEt|NOT_IMPLEMENTED", "get|NOT_IMPLEMENTED", "BREW|NOT_IMPLEMENTED",
            "PROPFIND|NOT_IMPLEMENTED"})
    void methodsAreMatchedCaseSensitively(String method, ApiError expected) {
        HttpRequest request = new DefaultHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.valueOf(method), "/api/v1/stigs");
        request.headers().add("Host", "x");
        assertThat(RequestHygiene.refusal(request)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"example.org|", "example.org:8080|", "127.0.0.1:1|", "[::1]:8080|", "xn--bcher-kva.example|",
            "a b|BAD_REQUEST", "a b/c@d|BAD_REQUEST", "user@example.org|BAD_REQUEST", "example.org/path|BAD_REQUEST",
            "example.org:80a|BAD_REQUEST", "[::1|BAD_REQUEST"})
    void aHostMustBeAnAuthority(String host, ApiError expected) {
        assertThat(RequestHygiene.refusal(request(HttpVersion.HTTP_1_1, "Host", host))).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"/api/v1/stigs|8192|", "/api/v1/stigs|8193|PAYLOAD_TOO_LARGE",
            "/docs|100000|PAYLOAD_TOO_LARGE", "/api/v1/stigs/x/checklist/upgrade|100000000|"})
    void aBodyIsBoundedBeforeRoutingOnlyWhereTheRouteTakesNone(String path, String length, ApiError expected) {
        HttpRequest request = new DefaultHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.POST, path);
        request.headers().add("Host", "x").add("Content-Length", length);
        assertThat(RequestHygiene.refusal(request)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"/api/v1/stigs", "/docs", "/openapi.yml", "/health"})
    void acceptIsDroppedOnEveryRouteButTheUpgrade(String path) {
        io.netty.channel.embedded.EmbeddedChannel channel = new io.netty.channel.embedded.EmbeddedChannel(new RequestHygiene(error -> new byte[0]));
        HttpRequest request = new DefaultHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.GET, path);
        request.headers().add("Host", "x").add("Accept", "text/html").add("Connection", "foo, close");
        HttpRequest upgrade = new DefaultHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.POST, "/api/v1/stigs/x/checklist/upgrade");
        upgrade.headers().add("Host", "x").add("Accept", "application/json");
        channel.writeInbound(request, upgrade);
        HttpRequest passed = channel.readInbound();
        assertThat(passed.headers().contains("Accept")).isFalse();
        assertThat(passed.headers().get("Connection")).isEqualTo("close");
        assertThat(((HttpRequest) channel.readInbound()).headers().get("Accept")).isEqualTo("application/json");
    }

    @ParameterizedTest
    @CsvSource({"/api/v1/stigs?q=x, /api/v1/stigs?q=x", "http://host:8080/api/v1/stigs, /api/v1/stigs", "https://host, /", "*, *"})
    void thePathOfATargetInEitherForm(String target, String path) {
        assertThat(RequestHygiene.path(target)).isEqualTo(path);
    }
}
