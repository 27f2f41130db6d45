package dev.stigservice.application.answering;

import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.port.Renderer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The renderers of one kind of answer, in the order they were registered. That order is the order of the download
 * links and of the formats named in the "invalid format" message. Each renderer is asked once, here, which format it
 * writes: a request looks its format up by name.
 *
 * @param <R> the renderers' type ({@code Exporter}, {@code ChangeReportWriter}, ...)
 */
public final class Formats<R extends Renderer<?>> {

    private final Map<String, R> byName = new LinkedHashMap<>();
    private final List<ExportFormat> all;

    /** @param renderers one per format name */
    public Formats(List<R> renderers) {
        if (renderers.isEmpty()) {
            throw new IllegalArgumentException("at least one renderer is needed");
        }
        for (R renderer : renderers) {
            if (byName.putIfAbsent(renderer.format().name(), renderer) != null) {
                throw new IllegalArgumentException("two renderers for format " + renderer.format().name());
            }
        }
        all = renderers.stream().<ExportFormat>map(Renderer::format).toList();
    }

    /** The renderer for a format name, matched exactly (case-sensitive). */
    public Optional<R> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<ExportFormat> all() {
        return all;
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }
}
