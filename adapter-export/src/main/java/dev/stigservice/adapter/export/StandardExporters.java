package dev.stigservice.adapter.export;

import dev.stigservice.domain.port.Exporter;

import java.util.List;

/** The formats this service offers, in the order clients see them listed. */
public final class StandardExporters {

    private StandardExporters() {
    }

    public static List<Exporter> all() {
        return List.of(new JsonExporter(), new CsvExporter(), new XccdfExporter());
    }
}
