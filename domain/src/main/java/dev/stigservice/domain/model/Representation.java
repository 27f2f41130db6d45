package dev.stigservice.domain.model;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * One content coding of a {@link RenderedBody}, as one answer sends it.
 *
 * @param coding the coding ({@code Content-Encoding} names it unless it is the identity)
 * @param bytes  a read-only view of the rendered bytes, of this answer's own (reading it moves no one else's position)
 */
public record Representation(ContentCoding coding, ByteBuffer bytes) {

    public Representation {
        Objects.requireNonNull(coding, "coding");
        if (!bytes.isReadOnly()) {
            throw new IllegalArgumentException("a representation is a read-only view of a rendered body");
        }
    }

    public int length() {
        return bytes.remaining();
    }
}
