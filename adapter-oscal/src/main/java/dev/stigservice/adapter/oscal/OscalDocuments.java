package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.port.Exporter;

import java.util.List;

/** The OSCAL documents of a benchmark, each in the syntaxes clients see listed, JSON first (the default). */
public final class OscalDocuments {

    private OscalDocuments() {
    }

    /** The benchmark as an OSCAL catalog: one control per rule. */
    public static List<Exporter> catalogs() {
        return List.of(new OscalExporter(OscalExporter.Document.CATALOG, OscalExporter.Syntax.JSON),
                new OscalExporter(OscalExporter.Document.CATALOG, OscalExporter.Syntax.XML));
    }

    /** An OSCAL profile of NIST SP 800-53 selecting the controls the benchmark's rules map to. */
    public static List<Exporter> profiles() {
        return List.of(new OscalExporter(OscalExporter.Document.PROFILE, OscalExporter.Syntax.JSON),
                new OscalExporter(OscalExporter.Document.PROFILE, OscalExporter.Syntax.XML));
    }
}
