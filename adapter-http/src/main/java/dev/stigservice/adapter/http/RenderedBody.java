package dev.stigservice.adapter.http;

import java.nio.ByteBuffer;

/**
 * Bytes rendered once and sent many times. They live in one direct (off-heap) buffer that is never written
 * again; every response sends its own read-only view of it, so no response copies the bytes in the JVM
 * ({@link RenderedBodyWriter}). The buffer's memory is freed by the garbage collector once neither a cache nor
 * a response in flight holds it.
 */
final class RenderedBody {

    private final ByteBuffer bytes;

    private RenderedBody(ByteBuffer bytes) {
        this.bytes = bytes;
    }

    static RenderedBody of(byte[] rendered) {
        return new RenderedBody(ByteBuffer.allocateDirect(rendered.length).put(rendered).flip().asReadOnlyBuffer());
    }

    int length() {
        return bytes.capacity();
    }

    /** A view of its own for one reader: reading it moves no one else's position. */
    ByteBuffer view() {
        return bytes.duplicate();
    }
}
