package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.port.Renderer;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A SCAP benchmark's source data stream exactly as DISA (or ComplianceAsCode) published it and the store kept it: its
 * bytes, unchanged, so that a signature or {@code oscap ds sds-validate} holds for the download as for the original.
 */
final class StoredDataStream implements Renderer<Document> {

    /** The third value is the version: these bytes are the stored ones, whatever this service's version. */
    static final Format FORMAT = new Format("xml", "application/xml", "1");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(Document document, OutputStream out) throws IOException {
        out.write(document.content());
    }
}
