package dev.stigservice.domain.port;

import dev.stigservice.domain.model.ExportFormat;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes one kind of document (a benchmark, what changed between two revisions, ...) in one format. Every protected
 * answer is a renderer and a route: the core decides access, format, benchmark and revision the same way for all.
 *
 * @param <T> what is written
 */
public interface Renderer<T> {

    /** The format's name ({@code ?format=}, the file extension) and media type. */
    ExportFormat format();

    /**
     * Changes whenever this renderer starts writing other bytes for the same document (a new field, another order).
     * It is part of the answer's entity tag, so no cache keeps a body written by an older renderer.
     */
    String version();

    /** Writes the whole document to {@code out} without closing it. Output depends only on {@code document}. */
    void write(T document, OutputStream out) throws IOException;
}
