package dev.stigservice.adapter.http.checklist;

import io.micronaut.http.ServerHttpRequest;

import java.io.IOException;
import java.io.InputStream;

/**
 * A request's body as the core reads it: Micronaut is asked for the body on the first read, not before, so a body
 * the core never reads (a request refused first) is never taken from the connection beyond what the socket already
 * holds, and {@code 100 Continue} is sent only when the core starts to read. Failures of the connection (the client
 * went away) arrive as {@link IOException}s, whatever Micronaut threw.
 */
final class RequestBodyStream extends InputStream {

    private final ServerHttpRequest<?> request;
    private InputStream body;

    RequestBodyStream(ServerHttpRequest<?> request) {
        this.request = request;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        try {
            if (body == null) {
                body = request.byteBody().toInputStream();
            }
            return body.read(buffer, offset, length);
        } catch (RuntimeException connectionFailed) {
            throw new IOException("the request's body could not be read", connectionFailed);
        }
    }

    @Override
    public void close() throws IOException {
        if (body != null) {
            body.close();
        }
    }
}
