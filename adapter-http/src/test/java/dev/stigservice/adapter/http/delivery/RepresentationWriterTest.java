package dev.stigservice.adapter.http.delivery;

import io.micronaut.core.type.Argument;
import io.micronaut.http.MediaType;
import io.micronaut.http.simple.SimpleHttpHeaders;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class RepresentationWriterTest {

    private static final byte[] SMALL = "{\"stigs\":[]}".getBytes(StandardCharsets.UTF_8);

    @Test
    void aWriterThatWantsAStreamGetsEveryByte() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new RepresentationWriter().writeTo(Argument.of(Representation.class), MediaType.APPLICATION_JSON_TYPE,
                EncodedBody.of(SMALL).representation(ContentCoding.IDENTITY), new SimpleHttpHeaders(), out);
        assertThat(out.toByteArray()).isEqualTo(SMALL);
    }
}
