package dev.stigservice.adapter.storage.xccdf;

import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.CciListReader;
import dev.stigservice.xccdf.CciListParser;
import dev.stigservice.xccdf.XccdfException;

import java.util.Optional;

/** The core's reader of DISA's CCI list in a stored document (docs/guides/finding-rules-ccis-controls.md). */
public final class DisaCciListReader implements CciListReader {

    private final CciListParser parser = new CciListParser();

    @Override
    public Optional<CciList> read(Document document) throws UnreadableDocument {
        try {
            return parser.read(document.fileName(), document.content());
        } catch (XccdfException e) {
            throw new UnreadableDocument(e.getMessage(), e);
        }
    }
}
