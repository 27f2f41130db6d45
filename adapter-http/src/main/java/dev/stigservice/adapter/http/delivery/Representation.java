package dev.stigservice.adapter.http.delivery;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * One content coding of a {@link EncodedBody}, as one answer sends it.
 *
 * @param coding the coding ({@code Content-Encoding} names it unless it is the identity)
 * @param bytes  a read-only view of the encoded bytes, of this answer's own (reading it moves no one else's position)
 */
public record Representation(ContentCoding coding, ByteBuffer bytes) {

    public Representation {
        Objects.requireNonNull(coding, "coding");
        if (!bytes.isReadOnly()) {
            throw new IllegalArgumentException("a representation is a read-only view of a encoded body");
        }
    }

    public int length() {
        return bytes.remaining();
    }
}
