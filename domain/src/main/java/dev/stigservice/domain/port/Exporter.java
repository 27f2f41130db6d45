package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ExportFormat;

import java.io.IOException;
import java.io.OutputStream;

/** Writes a benchmark in one download format. Output depends only on the benchmark, so it may be cached by content. */
public interface Exporter {

    ExportFormat format();

    /**
     * Changes whenever this exporter starts writing other bytes for the same benchmark (a new field, another
     * order). It is part of a download's entity tag, so no cache keeps a body written by an older exporter.
     */
    String version();

    /** Writes the whole document to {@code out} without closing it. */
    void write(Benchmark benchmark, OutputStream out) throws IOException;
}
