package dev.stigservice.application.catalog;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.BenchmarkReader;
import dev.stigservice.domain.port.CciListReader;

import java.util.Objects;
import java.util.Optional;

/**
 * What a stored document holds for the catalog: a benchmark, or DISA's CCI list. The publisher and the import read
 * documents through it, so both take the same documents.
 */
public record CatalogContent(BenchmarkReader benchmarks, CciListReader cciLists) {

    /** A document's content. */
    public sealed interface Content {

        record OfBenchmark(Benchmark benchmark) implements Content {
        }

        record OfCciList(CciList cciList) implements Content {
        }
    }

    public CatalogContent {
        Objects.requireNonNull(benchmarks, "benchmarks");
        Objects.requireNonNull(cciLists, "cciLists");
    }

    /** @throws UnreadableDocument when the document is neither, saying why it is not a benchmark (or not a good CCI list) */
    public Content read(Document document) throws UnreadableDocument {
        Optional<CciList> list = cciLists.read(document);
        return list.isPresent() ? new Content.OfCciList(list.get()) : new Content.OfBenchmark(benchmarks.read(document));
    }

    /** The benchmark of a document the catalog published as one. */
    Benchmark benchmark(Document document) throws UnreadableDocument {
        return benchmarks.read(document);
    }
}
