package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.xccdf.XccdfWriter;

import java.io.IOException;
import java.io.OutputStream;

/** The XML download: the benchmark written back as XCCDF 1.1 by the codec that also reads it (docs/adr/0006). */
final class XccdfExporter implements Exporter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format("xml", "application/xml", "3");

    private final XccdfWriter writer = new XccdfWriter();

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        writer.write(export.benchmark(), out);
    }
}
