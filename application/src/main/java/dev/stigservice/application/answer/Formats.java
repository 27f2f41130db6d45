package dev.stigservice.application.answer;

import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.port.Renderer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The renderers of one kind of answer, by format name, in the order they were registered. That order is the order
 * of the download links and of the formats named in the "invalid format" message.
 *
 * @param <R> the renderers' type ({@code Exporter}, {@code ChangeReportWriter}, ...)
 */
public final class Formats<R extends Renderer<?>> {

    private final Map<String, R> byName = new LinkedHashMap<>();
    /** Asked for on every listing: made once, as the renderers never change. */
    private final List<ExportFormat> all;

    public Formats(List<R> renderers) {
        if (renderers.isEmpty()) {
            throw new IllegalArgumentException("at least one renderer is needed");
        }
        for (R renderer : renderers) {
            if (byName.putIfAbsent(renderer.format().name(), renderer) != null) {
                throw new IllegalArgumentException("two renderers for format " + renderer.format().name());
            }
        }
        all = byName.values().stream().map(Renderer::format).toList();
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
