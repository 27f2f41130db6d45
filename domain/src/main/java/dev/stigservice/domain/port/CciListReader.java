package dev.stigservice.domain.port;

import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.UnreadableDocument;

import java.util.Optional;

/** Reads DISA's CCI list from a stored document: the catalog holds it beside the benchmarks, as one more document. */
public interface CciListReader {

    /**
     * @return empty when the document is not a CCI list at all (a benchmark, say)
     * @throws UnreadableDocument when it is a CCI list that cannot be read, saying why
     */
    Optional<CciList> read(Document document) throws UnreadableDocument;
}
