package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.port.Exporter;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/** One OSCAL document of a benchmark (its catalog or its profile) in one syntax: an exporter like the downloads' ones. */
final class OscalExporter implements Exporter {

    /** OSCAL's two syntaxes, each a format's name and media type. */
    enum Syntax {
        JSON("json", "application/json"), XML("xml", "application/xml");

        private final String name;
        private final String mediaType;

        Syntax(String name, String mediaType) {
            this.name = name;
            this.mediaType = mediaType;
        }
    }

    /** Which document. Raise a document's version whenever it is written with other bytes for the same benchmark. */
    enum Document {
        CATALOG("oscal-catalog-2"), PROFILE("oscal-profile-2");

        private final String version;

        Document(String version) {
            this.version = version;
        }
    }

    private final Document document;
    private final Syntax syntax;
    private final Format format;

    OscalExporter(Document document, Syntax syntax) {
        this.document = document;
        this.syntax = syntax;
        this.format = new Format(syntax.name, syntax.mediaType, document.version);
    }

    @Override
    public Format format() {
        return format;
    }

    /** The NIST links and the profile's selection come from the CCI list. */
    @Override
    public boolean readsCciList() {
        return true;
    }

    /** The revisions NIST publishes its OSCAL catalog of SP 800-53 in: a profile imports one, a catalog links into one. */
    @Override
    public List<String> nistRevisions() {
        return List.of("4", "5");
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        boolean json = syntax == Syntax.JSON;
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
