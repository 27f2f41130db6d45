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
final class RequestBodyStream extends OpenedAtFirstRead {

    private final ServerHttpRequest<?> request;

    RequestBodyStream(ServerHttpRequest<?> request) {
        this.request = request;
    }

    @Override
    InputStream open() {
        return request.byteBody().toInputStream();
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        try {
            return super.read(buffer, offset, length);
        } catch (RuntimeException connectionFailed) {
            throw new IOException("the request's body could not be read", connectionFailed);
        }
    }
}
