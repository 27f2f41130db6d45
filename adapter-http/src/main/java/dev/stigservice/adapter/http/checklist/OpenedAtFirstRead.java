package dev.stigservice.adapter.http.checklist;

import java.io.IOException;
import java.io.InputStream;

/**
 * A stream opened at its first read, not before: the core reads a request's body (or a part of it) only after the
 * token, so nothing of it is asked for from the connection until then.
 */
abstract class OpenedAtFirstRead extends InputStream {

    private InputStream content;

    /** The content, asked for at the first read. */
    abstract InputStream open() throws IOException;

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (content == null) {
            content = open();
        }
        return content.read(buffer, offset, length);
    }

    @Override
    public void close() throws IOException {
        if (content != null) {
            content.close();
        }
    }
}
