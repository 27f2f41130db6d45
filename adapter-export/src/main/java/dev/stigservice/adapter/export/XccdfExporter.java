package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.FormatVersion;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.xccdf.XccdfWriter;

import java.io.IOException;
import java.io.OutputStream;

/** The XML download: the benchmark written back as XCCDF 1.1 by the codec that also reads it (docs/adr/0006). */
final class XccdfExporter implements Exporter {

    static final ExportFormat FORMAT = new ExportFormat("xml", "application/xml");
    /** Raise the version whenever this exporter writes other bytes for the same benchmark. */
    static final FormatVersion WRITES = new FormatVersion(FORMAT, "3");

    private final XccdfWriter writer = new XccdfWriter();

    @Override
    public FormatVersion writes() {
        return WRITES;
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        Benchmark benchmark = export.benchmark();
        writer.write(benchmark, out);
    }
}
