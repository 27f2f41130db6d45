package dev.stigservice.domain.port;

import dev.stigservice.domain.model.ScanResults;
import dev.stigservice.domain.model.UnreadableDocument;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a scanner's results as the tools write them (XCCDF 1.1 and 1.2 results, SCC's and OpenSCAP's, and ARF) into the
 * {@code TestResult} they hold. The bytes are hostile until read: a reader resolves no entity, bounds nesting and
 * counts, and reads as a stream, so that results of tens of megabytes never sit whole in memory.
 */
public interface ScanResultsReader {

    /**
     * @throws UnreadableDocument saying what is wrong (what the root element is when it is not results, a document type
     *                            declaration, where the XML is malformed), quoting nothing else of the content
     * @throws IOException        when the stream cannot be read
     */
    ScanResults read(InputStream content) throws UnreadableDocument, IOException;
}
