package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.UnreadableDocument;

import java.util.Optional;

/**
 * Reads the SCAP benchmark of a stored SCAP source data stream: the codec as the core sees it, beside
 * {@link BenchmarkReader} and {@link CciListReader}. The document itself is kept and served as it was given.
 */
public interface ScapBenchmarkReader {

    /**
     * @return empty when the document is not a SCAP source data stream at all (a manual benchmark, say)
     * @throws UnreadableDocument when it is one that cannot be read, saying why
     */
    Optional<ScapBenchmark> read(Document document) throws UnreadableDocument;
}
