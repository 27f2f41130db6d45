package dev.stigservice.adapter.http.delivery;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EncodedBodyTest {

    private static final byte[] SMALL = "{\"stigs\":[]}".getBytes(StandardCharsets.UTF_8);
    private static final byte[] LARGE = "{\"rule\":\"The web server must use TLS 1.2 or later.\"},".repeat(400).getBytes(StandardCharsets.UTF_8);

    @Test
    void everyReaderGetsTheWholeBodyWhateverTheOthersRead() {
        EncodedBody body = EncodedBody.of(SMALL);
        ByteBuffer first = body.representation(ContentCoding.IDENTITY).bytes();
        first.get(new byte[5]);
        ByteBuffer second = body.representation(ContentCoding.IDENTITY).bytes();
        assertThat(second.remaining()).isEqualTo(SMALL.length).isEqualTo(body.length());
        assertThat(first.remaining()).isEqualTo(SMALL.length - 5);
        assertThat(bytes(second)).isEqualTo(SMALL);
    }

    @Test
    void noReaderCanChangeTheBytes() {
        EncodedBody body = EncodedBody.of(LARGE);
        for (ContentCoding coding : ContentCoding.values()) {
            ByteBuffer view = body.representation(coding).bytes();
            assertThat(view.isDirect()).as("off-heap, so that the socket write needs no copy").isTrue();
            assertThatThrownBy(() -> view.put(0, (byte) 'x')).isInstanceOf(ReadOnlyBufferException.class);
        }
    }

    @Test
    void aLargeBodyIsKeptGzippedOnceAndTheGzipBytesAreTheIdentityBytes() throws IOException {
        EncodedBody body = EncodedBody.of(LARGE);
        assertThat(body.codingFor(ContentCoding.GZIP)).isEqualTo(ContentCoding.GZIP);
        Representation gzip = body.representation(ContentCoding.GZIP);
        assertThat(gzip.length()).isLessThan(LARGE.length / 10);
        assertThat(body.length()).as("the memory bound counts both codings").isEqualTo(LARGE.length + gzip.length());
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes(gzip.bytes())))) {
            assertThat(in.readAllBytes()).isEqualTo(LARGE);
        }
    }

    @Test
    void aBodyTooSmallToGainIsSentAsIdentityEvenToAClientThatPrefersGzip() {
        EncodedBody body = EncodedBody.of(SMALL);
        assertThat(body.codingFor(ContentCoding.GZIP)).isEqualTo(ContentCoding.IDENTITY);
        assertThat(body.length()).isEqualTo(SMALL.length);
        assertThatThrownBy(() -> body.representation(ContentCoding.GZIP)).isInstanceOf(IllegalArgumentException.class);
    }

    private static byte[] bytes(ByteBuffer buffer) {
        byte[] read = new byte[buffer.remaining()];
        buffer.get(read);
        return read;
    }

    @Test
    void eachCodingHasItsOwnEntityTagMadeOncePerVersion() {
        EncodedBody body = EncodedBody.of("x".repeat(4096).getBytes(StandardCharsets.UTF_8));
        EncodedBody.Tag identity = body.tag(ContentCoding.IDENTITY, "v1");
        assertThat(identity.value()).isEqualTo("v1");
        assertThat(identity.quoted().toString()).isEqualTo("\"v1\"");
        assertThat(body.tag(ContentCoding.GZIP, "v1").quoted().toString()).isEqualTo("\"v1-gzip\"");
        assertThat(body.tag(ContentCoding.IDENTITY, "v1")).as("made once").isSameAs(identity);
        assertThat(body.tag(ContentCoding.IDENTITY, "v2").quoted().toString()).as("another version, its own tag").isEqualTo("\"v2\"");
    }
}
