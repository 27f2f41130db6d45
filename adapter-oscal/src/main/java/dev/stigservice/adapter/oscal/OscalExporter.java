package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.FormatVersion;
import dev.stigservice.domain.port.Exporter;

import java.io.IOException;
import java.io.OutputStream;

/** One OSCAL document of a benchmark (its catalog or its profile) in one syntax: an exporter like the downloads' ones. */
final class OscalExporter implements Exporter {

    static final ExportFormat JSON = new ExportFormat("json", "application/json");
    static final ExportFormat XML = new ExportFormat("xml", "application/xml");

    /** Which document. Raise a document's version whenever it is written with other bytes for the same benchmark. */
    enum Document {
        CATALOG("oscal-catalog-1"), PROFILE("oscal-profile-1");

        private final String version;

        Document(String version) {
            this.version = version;
        }
    }

    private final Document document;
    private final FormatVersion writes;

    OscalExporter(Document document, ExportFormat format) {
        this.document = document;
        this.writes = new FormatVersion(format, document.version);
    }

    @Override
    public FormatVersion writes() {
        return writes;
    }

    /** The NIST links and the profile's selection come from the CCI list. */
    @Override
    public boolean readsCciList() {
        return true;
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        boolean json = writes.format().equals(JSON);
        switch (document) {
            case CATALOG -> {
                OscalModel.Catalog catalog = OscalContent.catalog(export);
                if (json) {
                    JsonOscalWriter.write(catalog, out);
                } else {
                    XmlOscalWriter.write(catalog, out);
                }
            }
            case PROFILE -> {
                OscalModel.Profile profile = OscalContent.profile(export);
                if (json) {
                    JsonOscalWriter.write(profile, out);
                } else {
                    XmlOscalWriter.write(profile, out);
                }
            }
        }
    }
}
