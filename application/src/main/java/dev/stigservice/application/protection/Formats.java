package dev.stigservice.application.protection;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.port.Renderer;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The renderers of one kind of answer by format name, in the order they were registered. That order is the order of the
 * download links and of the formats named in the "invalid format" message.
 *
 * @param byName one per format name, each renderer asked what it writes once, here
 * @param <R>    the renderers' type ({@code Exporter}, {@code ChangeReportWriter}, ...)
 */
public record Formats<R extends Renderer<?>>(Map<String, RegisteredRenderer<R>> byName) {

    public Formats {
        if (byName.isEmpty()) {
            throw new IllegalArgumentException("at least one renderer is needed");
        }
        byName = Collections.unmodifiableMap(new LinkedHashMap<>(byName));
    }

    public Formats(List<R> renderers) {
        this(byName(renderers));
    }

    private static <R extends Renderer<?>> Map<String, RegisteredRenderer<R>> byName(List<R> renderers) {
        Map<String, RegisteredRenderer<R>> byName = new LinkedHashMap<>();
        for (R renderer : renderers) {
            RegisteredRenderer<R> registered = RegisteredRenderer.of(renderer);
            String name = registered.format().name();
            if (byName.putIfAbsent(name, registered) != null) {
                throw new IllegalArgumentException("two renderers for format " + name);
            }
        }
        return byName;
    }

    /** The renderer for a format name, matched exactly (case-sensitive). */
    public Optional<RegisteredRenderer<R>> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<Format> all() {
        return byName.values().stream().map(RegisteredRenderer::format).toList();
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }
}
