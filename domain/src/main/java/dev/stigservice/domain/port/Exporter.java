package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;

/** Writes a benchmark in one download format. Output depends only on the benchmark, so it may be cached by content. */
public interface Exporter extends Renderer<Benchmark> {
}
