package dev.stigservice.application.download;

import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.port.Exporter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The registered exporters, in the order they were registered. That order is the order of the
 * listing's download links and of the formats named in the "invalid format" message.
 */
public final class ExportFormats {

    private final Map<String, Exporter> byName = new LinkedHashMap<>();
    private final List<ExportFormat> formats;

    public ExportFormats(List<Exporter> exporters) {
        if (exporters.isEmpty()) {
            throw new IllegalArgumentException("at least one exporter is needed");
        }
        for (Exporter exporter : exporters) {
            if (byName.putIfAbsent(exporter.format().name(), exporter) != null) {
                throw new IllegalArgumentException("two exporters for format " + exporter.format().name());
            }
        }
        formats = byName.values().stream().map(Exporter::format).toList();
    }

    /** The exporter for a format name, matched exactly (case-sensitive). */
    Optional<Exporter> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<ExportFormat> all() {
        return formats;
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }
}
