package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.BenchmarkReader;
import dev.stigservice.domain.port.CciListReader;
import dev.stigservice.domain.port.ScapBenchmarkReader;

import java.util.Objects;
import java.util.Optional;

/**
 * What a stored document holds: a benchmark, DISA's CCI list, or a SCAP benchmark (a SCAP source data
 * stream, its own kind). The publisher and the import read documents through it, so both take the same documents.
 */
public record DocumentContent(BenchmarkReader benchmarks, CciListReader cciLists, ScapBenchmarkReader scapBenchmarks) {

    /** A document's content. */
    public sealed interface Content {

        /**
         * How a progress line names it: {@code RHEL_9_STIG V2R8 (447 rules)}, {@code CCI list 2024-12-13 (... CCIs)},
         * {@code SCAP benchmark xccdf_mil.disa.stig_benchmark_RHEL_8_STIG 002.008 (288 rules)}.
         */
        default String description() {
            return switch (this) {
                case OfBenchmark(Benchmark benchmark) -> {
                    String label = benchmark.revision().label();
                    yield benchmark.benchmarkId() + " " + (label == null ? "" : label + " ") + "(" + benchmark.rules().size() + " rules)";
                }
                case OfCciList(CciList list) -> "CCI list " + list.version() + " (" + list.items().size() + " CCIs)";
                case OfScapBenchmark(ScapBenchmark scap) -> "SCAP benchmark " + scap.benchmarkId() + " "
                        + (scap.version() == null ? "" : scap.version() + " ") + "(" + scap.rules().size() + " rules)";
            };
        }

        /** How a failure names it: the benchmark's id, or the CCI list's version. */
        default String name() {
            return switch (this) {
                case OfBenchmark(Benchmark benchmark) -> benchmark.benchmarkId();
                case OfCciList(CciList list) -> "CCI list " + list.version();
                case OfScapBenchmark(ScapBenchmark scap) -> "SCAP benchmark " + scap.benchmarkId();
            };
        }

        record OfBenchmark(Benchmark benchmark) implements Content {
        }

        record OfCciList(CciList cciList) implements Content {
        }

        record OfScapBenchmark(ScapBenchmark scapBenchmark) implements Content {
        }
    }

    public DocumentContent {
        Objects.requireNonNull(benchmarks, "benchmarks");
        Objects.requireNonNull(cciLists, "cciLists");
        Objects.requireNonNull(scapBenchmarks, "scapBenchmarks");
    }

    /**
     * @throws UnreadableDocument when the document is none of them, saying why it is not a benchmark (or not a good CCI
     *                            list, or not a good SCAP data stream)
     */
    public Content read(Document document) throws UnreadableDocument {
        Optional<CciList> list = cciLists.read(document);
        if (list.isPresent()) {
            return new Content.OfCciList(list.get());
        }
        Optional<ScapBenchmark> scap = scapBenchmarks.read(document);
        return scap.isPresent() ? new Content.OfScapBenchmark(scap.get()) : new Content.OfBenchmark(benchmarks.read(document));
    }

    /** The benchmark of a document published as one. */
    Benchmark benchmark(Document document) throws UnreadableDocument {
        return benchmarks.read(document);
    }
}
