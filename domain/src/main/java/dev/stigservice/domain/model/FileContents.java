package dev.stigservice.domain.model;

import java.util.List;

/**
 * What one file gave: the benchmarks read from it, in file order, and one line per document in it that was
 * skipped, naming the document and the reason.
 */
public record FileContents(List<Benchmark> benchmarks, List<String> problems) {

    public FileContents {
        benchmarks = List.copyOf(benchmarks);
        problems = List.copyOf(problems);
    }
}
