package dev.stigservice.application.answering;

import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.port.Renderer;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * The renderers of one kind of answer, in the order they were registered. That order is the order of the download
 * links and of the formats named in the "invalid format" message.
 *
 * @param renderers one per format name
 * @param <R>       the renderers' type ({@code Exporter}, {@code ChangeReportWriter}, ...)
 */
public record Formats<R extends Renderer<?>>(List<R> renderers) {

    public Formats {
        renderers = List.copyOf(renderers);
        if (renderers.isEmpty()) {
            throw new IllegalArgumentException("at least one renderer is needed");
        }
        HashSet<String> names = new HashSet<>();
        for (R renderer : renderers) {
            if (!names.add(renderer.format().name())) {
                throw new IllegalArgumentException("two renderers for format " + renderer.format().name());
            }
        }
    }

    /** The renderer for a format name, matched exactly (case-sensitive); a handful of renderers, so a scan. */
    public Optional<R> find(String name) {
        return renderers.stream().filter(renderer -> renderer.format().name().equals(name)).findFirst();
    }

    public List<ExportFormat> all() {
        return renderers.stream().<ExportFormat>map(Renderer::format).toList();
    }

    public List<String> names() {
        return renderers.stream().map(renderer -> renderer.format().name()).toList();
    }
}
