package dev.stigservice.adapter.http;

import io.micronaut.core.type.Argument;
import io.micronaut.http.MediaType;
import io.micronaut.http.simple.SimpleHttpHeaders;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RenderedBodyTest {

    private static final byte[] BYTES = "{\"stigs\":[]}".getBytes(StandardCharsets.UTF_8);

    @Test
    void everyReaderGetsTheWholeBodyWhateverTheOthersRead() {
        RenderedBody body = RenderedBody.of(BYTES);
        ByteBuffer first = body.view();
        first.get(new byte[5]);
        ByteBuffer second = body.view();
        assertThat(second.remaining()).isEqualTo(BYTES.length).isEqualTo(body.length());
        assertThat(first.remaining()).isEqualTo(BYTES.length - 5);
        byte[] read = new byte[BYTES.length];
        second.get(read);
        assertThat(read).isEqualTo(BYTES);
    }

    @Test
    void noReaderCanChangeTheBytes() {
        RenderedBody body = RenderedBody.of(BYTES);
        assertThat(body.view().isDirect()).as("off-heap, so that the socket write needs no copy").isTrue();
        assertThatThrownBy(() -> body.view().put(0, (byte) 'x')).isInstanceOf(ReadOnlyBufferException.class);
    }

    @Test
    void aWriterThatWantsAStreamGetsEveryByte() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new RenderedBodyWriter().writeTo(Argument.of(RenderedBody.class), MediaType.APPLICATION_JSON_TYPE, RenderedBody.of(BYTES),
                new SimpleHttpHeaders(), out);
        assertThat(out.toByteArray()).isEqualTo(BYTES);
    }
}
