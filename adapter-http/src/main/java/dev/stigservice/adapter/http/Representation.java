package dev.stigservice.adapter.http;

import java.nio.ByteBuffer;

/**
 * One content coding of a {@link RenderedBody}, as one response sends it.
 *
 * @param coding the coding, named in {@code Content-Encoding} unless it is the identity
 * @param bytes  a read-only view of the rendered bytes of its own
 */
record Representation(ContentCoding coding, ByteBuffer bytes) {

    int length() {
        return bytes.remaining();
    }
}
