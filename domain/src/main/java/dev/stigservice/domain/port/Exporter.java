package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ExportFormat;

import java.io.IOException;
import java.io.OutputStream;

/** Writes a benchmark in one download format. Output depends only on the benchmark, so it may be cached by content. */
public interface Exporter {

    ExportFormat format();

    /** Writes the whole document to {@code out} without closing it. */
    void write(Benchmark benchmark, OutputStream out) throws IOException;
}
