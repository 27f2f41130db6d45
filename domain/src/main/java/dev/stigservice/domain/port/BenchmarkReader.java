package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.UnreadableDocument;

/**
 * Reads the benchmark a stored document holds: the XCCDF codec as the core sees it. Every summary, selection and
 * download is derived through it, the same way whatever the store.
 */
public interface BenchmarkReader {

    /**
     * The benchmark of a document; its source is the document's file name and key.
     *
     * @throws UnreadableDocument when the document is not a benchmark this reader can read, saying why
     */
    Benchmark read(Document document) throws UnreadableDocument;
}
