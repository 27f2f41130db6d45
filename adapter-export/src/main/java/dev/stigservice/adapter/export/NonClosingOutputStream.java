package dev.stigservice.adapter.export;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Lets a writer library close its own stream while the caller's stream stays open, as the Exporter port promises. */
final class NonClosingOutputStream extends FilterOutputStream {

    NonClosingOutputStream(OutputStream out) {
        super(out);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        out.write(bytes, offset, length);
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
