package dev.stigservice.endtoend.download;

import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every answer sent from rendered bytes, asked for as real clients ask (browsers and python-requests send
 * {@code gzip}; curl and wrk send nothing): the bytes, decompressed where coded, are the identity bytes; each coding
 * has its own strong entity tag, the same on every request and on another instance; a 304 answers the tag of the
 * coding that would be sent; {@code Vary} names {@code Accept-Encoding}; {@code HEAD} gives the length GET sends.
 */
class ContentCodingEndToEndTest {

    private static final String TOKEN = "coding-token";
    private static final Map<String, Object> SETTINGS = Map.of("stig.auth.tokens", TOKEN);
    /** Accept-Encoding as clients send it, and whether they get gzip (identity;q=0 alone leaves nothing acceptable: identity). */
    private static final Map<String, Boolean> CLIENTS = Map.of(
            "gzip, deflate, br, zstd", true, "identity", false, "gzip;q=0", false, "*", true, "identity;q=0", false,
            "identity;q=0, gzip", true, "", false);
    private static RunningService service;

    @BeforeAll
    static void start() {
        service = new RunningService(SETTINGS);
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    static List<String> answers() {
        return List.of("/api/v1/stigs", "/openapi.yml", "/api/v1/releases", "/api/v1/releases.atom",
                "/api/v1/stigs/demo-web-server-stig/download?format=json",
                "/api/v1/stigs/demo-web-server-stig/download?format=csv",
                "/api/v1/stigs/demo-web-server-stig/download?format=xml",
                "/api/v1/stigs/demo-web-server-stig/changes",
                "/api/v1/stigs/demo-web-server-stig/changes?format=csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    void everyCodingIsTheIdentityBytesWithATagOfItsOwn(String path) {
        HttpResponse<byte[]> identity = get(service, path, null);
        assertThat(identity.statusCode()).as(path).isEqualTo(200);
        assertThat(identity.headers().firstValue("Content-Encoding")).as(path).isEmpty();
        String identityTag = identity.headers().firstValue("ETag").orElseThrow();

        Set<String> tags = new HashSet<>();
        for (Map.Entry<String, Boolean> client : CLIENTS.entrySet()) {
            String as = path + " with Accept-Encoding: " + client.getKey();
            HttpResponse<byte[]> answer = get(service, path, client.getKey());
            assertThat(answer.statusCode()).as(as).isEqualTo(200);
            boolean gzipped = answer.headers().firstValue("Content-Encoding").isPresent();
            assertThat(gzipped).as(as + ": gzipped").isEqualTo(client.getValue());
            assertThat(gzipped ? gunzip(answer.body()) : answer.body()).as(as).isEqualTo(identity.body());
            if (gzipped) {
                assertThat(answer.headers().firstValue("Content-Encoding")).hasValue("gzip");
                assertThat(answer.body().length).as(as + ": smaller").isLessThan(identity.body().length);
            }
            String tag = answer.headers().firstValue("ETag").orElseThrow();
            assertThat(tag).as(as).isEqualTo(gzipped ? identityTag.replaceFirst("\"$", "-gzip\"") : identityTag);
            tags.add(tag);
            assertThat(answer.headers().allValues("Vary")).as(as).contains("Accept-Encoding");

            HttpResponse<byte[]> head = head(path, client.getKey());
            assertThat(head.headers().firstValue("Content-Length")).as(as + ": HEAD").hasValue(String.valueOf(answer.body().length));
            assertThat(head.headers().firstValue("Content-Encoding")).as(as + ": HEAD").isEqualTo(answer.headers().firstValue("Content-Encoding"));

            HttpResponse<byte[]> unchanged = get(service, path, client.getKey(), "If-None-Match", tag);
            assertThat(unchanged.statusCode()).as(as + ": 304 for its own tag").isEqualTo(304);
            assertThat(unchanged.headers().firstValue("ETag")).as(as).hasValue(tag);
            assertThat(unchanged.headers().allValues("Vary")).as(as).contains("Accept-Encoding");
            String otherTag = gzipped ? identityTag : identityTag.replaceFirst("\"$", "-gzip\"");
            assertThat(get(service, path, client.getKey(), "If-None-Match", otherTag).statusCode())
                    .as(as + ": the other coding's tag is another representation").isEqualTo(200);
        }
        assertThat(tags).as(path + ": one tag per coding").hasSize(2);

        try (RunningService another = new RunningService(SETTINGS)) {
            assertThat(get(another, path, "gzip").headers().firstValue("ETag")).as(path + ": on another instance")
                    .isEqualTo(get(service, path, "gzip").headers().firstValue("ETag"));
        }
    }

    private static HttpResponse<byte[]> get(RunningService on, String path, String acceptEncoding, String... more) {
        return on.sendForBytes("GET", path, headers(acceptEncoding, more));
    }

    private static HttpResponse<byte[]> head(String path, String acceptEncoding) {
        return service.sendForBytes("HEAD", path, headers(acceptEncoding));
    }

    private static String[] headers(String acceptEncoding, String... more) {
        List<String> headers = new ArrayList<>(List.of("Authorization", "Bearer " + TOKEN));
        if (acceptEncoding != null) {
            headers.addAll(List.of("Accept-Encoding", acceptEncoding));
        }
        headers.addAll(List.of(more));
        return headers.toArray(String[]::new);
    }

    private static byte[] gunzip(byte[] gzipped) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzipped))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
