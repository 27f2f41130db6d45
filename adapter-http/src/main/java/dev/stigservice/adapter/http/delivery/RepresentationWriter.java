package dev.stigservice.adapter.http.delivery;

import io.micronaut.core.type.Argument;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.body.ByteBodyFactory;
import io.micronaut.http.body.CloseableByteBody;
import io.micronaut.http.body.ResponseBodyWriter;
import io.micronaut.http.body.TypedMessageBodyWriter;
import io.micronaut.http.codec.CodecException;
import jakarta.inject.Singleton;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;

/**
 * Sends a {@link Representation} as it is. The server's buffer factory adapts the read-only view without copying
 * it (Netty wraps it), where Micronaut's writer for {@code byte[]} copies every body into a new buffer of the
 * body's size: for a 200 KB download that allocation and copy was the largest cost of a request.
 */
@Singleton
final class RepresentationWriter implements TypedMessageBodyWriter<Representation>, ResponseBodyWriter<Representation> {

    @Override
    public Argument<Representation> getType() {
        return Argument.of(Representation.class);
    }

    @Override
    public CloseableByteBody writePiece(ByteBodyFactory bodyFactory, HttpRequest<?> request, HttpResponse<?> response,
                                        Argument<Representation> type, MediaType mediaType, Representation body) {
        return bodyFactory.adapt(bodyFactory.readBufferFactory().adapt(body.bytes()));
    }

    /** For writers that want a stream (none of this service's own responses). */
    @Override
    public void writeTo(Argument<Representation> type, MediaType mediaType, Representation body, MutableHeaders outgoingHeaders,
                        OutputStream outputStream) {
        try {
            Channels.newChannel(outputStream).write(body.bytes());
        } catch (IOException e) {
            throw new CodecException("Failed to write a rendered representation", e);
        }
    }
}
