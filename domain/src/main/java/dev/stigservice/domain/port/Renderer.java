package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Format;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes one kind of document (a benchmark, what changed between two revisions, ...) in one format. Every protected
 * answer is a renderer and a route: the core decides access, format, benchmark and revision the same way for all.
 *
 * @param <T> what is written
 */
public interface Renderer<T> {

    /** What it writes: the format ({@code ?format=}, the file extension, the media type) and the version of its bytes. */
    Format format();

    /** Writes the whole document to {@code out} without closing it. Output depends only on {@code document}. */
    void write(T document, OutputStream out) throws IOException;
}
