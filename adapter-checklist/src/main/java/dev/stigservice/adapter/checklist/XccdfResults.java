package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.ScanResults;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ScanResultsReader;
import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfResultsReader;

import java.io.InputStream;

/** The core's reader of scan results, on the XCCDF codec's results reader: what a checklist is filled from. */
final class XccdfResults implements ScanResultsReader {

    private final XccdfResultsReader reader = new XccdfResultsReader();

    @Override
    public ScanResults read(InputStream content) throws UnreadableDocument {
        try {
            return reader.read(content);
        } catch (XccdfException e) {
            throw new UnreadableDocument(e.getMessage(), e);
        }
    }
}
