package dev.stigservice.adapter.http.delivery;

import io.netty.util.AsciiString;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Bytes rendered once and sent many times, in each content coding it is kept in: the identity bytes, and the same
 * bytes gzipped once at render time unless that gains too little (small bodies). Each lives in one direct (off-heap)
 * buffer that is never written again; every response sends its own read-only view of one, so no response copies or
 * compresses the bytes again. The memory is freed by the garbage collector once neither a cache nor an answer in
 * flight holds it.
 */
public final class EncodedBody {

    /** gzip is kept only when it is at most this share of the identity bytes. */
    private static final double GZIP_GAIN = 0.9;

    private final ByteBuffer identity;
    private final ByteBuffer gzip;
    /** The entity tags of the version this body was last sent as: made once, not on every answer. */
    private volatile Tags tags;

    /** An entity tag as If-None-Match is compared with it (unquoted) and as it is sent (quoted, in ASCII bytes). */
    public record Tag(String value, AsciiString quoted) {
        static Tag of(String value) {
            return new Tag(value, HttpFields.ascii(ConditionalResponses.quoted(value)));
        }
    }

    private record Tags(String version, Tag identity, Tag gzip) {
    }

    private EncodedBody(ByteBuffer identity, ByteBuffer gzip) {
        this.identity = identity;
        this.gzip = gzip;
    }

    public static EncodedBody of(byte[] rendered) {
        byte[] gzipped = gzip(rendered);
        return new EncodedBody(direct(rendered), gzipped.length <= rendered.length * GZIP_GAIN ? direct(gzipped) : null);
    }

    /**
     * A body sent once and not kept (the answer to one upload): its identity bytes as they are, on the heap. Gzipping
     * it at the best compression and copying it off the heap would cost more than the one response saves.
     */
    public static EncodedBody once(byte[] rendered) {
        return new EncodedBody(ByteBuffer.wrap(rendered).asReadOnlyBuffer(), null);
    }

    /** Both codings' bytes: what keeping it costs. */
    public int length() {
        return identity.capacity() + (gzip == null ? 0 : gzip.capacity());
    }

    /** The coding that is sent to a client that prefers {@code preferred}. */
    public ContentCoding codingFor(ContentCoding preferred) {
        return preferred == ContentCoding.GZIP && gzip != null ? ContentCoding.GZIP : ContentCoding.IDENTITY;
    }

    /** The entity tag of this body's {@code coding} when its identity bytes are tagged {@code version}. */
    Tag tag(ContentCoding coding, String version) {
        Tags known = tags;
        if (known == null || !known.version().equals(version)) {
            known = new Tags(version, Tag.of(ContentCoding.IDENTITY.tag(version)), Tag.of(ContentCoding.GZIP.tag(version)));
            tags = known;
        }
        return coding == ContentCoding.GZIP ? known.gzip() : known.identity();
    }

    /** What one response sends: a view of its own, so reading it moves no one else's position. */
    public Representation representation(ContentCoding coding) {
        return new Representation(coding, buffer(coding).duplicate());
    }

    private ByteBuffer buffer(ContentCoding coding) {
        if (coding == ContentCoding.GZIP && gzip == null) {
            throw new IllegalArgumentException("this body is not kept gzipped");
        }
        return coding == ContentCoding.GZIP ? gzip : identity;
    }

    private static ByteBuffer direct(byte[] bytes) {
        return ByteBuffer.allocateDirect(bytes.length).put(bytes).flip().asReadOnlyBuffer();
    }

    /** At the best compression: it is done once per rendering, and every request after sends fewer bytes. */
    private static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 4 + 64);
        try (GZIPOutputStream gzip = new GZIPOutputStream(out, 64 * 1024) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gzip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
