package dev.stigservice.application.protection;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.Renderer;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A renderer as its use holds it: with the {@link Format} it writes, asked of it once, when the use is wired. An
 * answer's file name, media type and version then come from here, and the renderer is called only to write bytes,
 * so an answer whose bytes someone holds never calls into the renderer's adapter.
 *
 * @param <R> the renderer's type ({@code Exporter}, {@code ChecklistWriter}, ...)
 */
public final class RegisteredRenderer<R extends Renderer<?>> {

    /** Past this many, the versions known are forgotten at once: a bound that costs an answer no bookkeeping. */
    static final int VERSIONS_KEPT = 10_000;

    private final R renderer;
    private final Format format;
    /**
     * Versions by their sources. A kept answer is answered with its version on every request, and hashing it again each
     * time was 3 % of a kept download's samples (bench/profile.sh).
     */
    private final Map<List<String>, String> versions = new ConcurrentHashMap<>();

    private RegisteredRenderer(R renderer, Format format) {
        this.renderer = Objects.requireNonNull(renderer, "renderer");
        this.format = Objects.requireNonNull(format, "format");
    }

    public static <R extends Renderer<?>> RegisteredRenderer<R> of(R renderer) {
        return new RegisteredRenderer<>(renderer, renderer.format());
    }

    public R renderer() {
        return renderer;
    }

    public Format format() {
        return format;
    }

    /**
     * The version of what this renderer writes from {@code sources} (what the bytes depend on besides the renderer): the
     * hash of the sources, the format's name and its version. Equal versions mean equal bytes, across builds too.
     */
    String version(String... sources) {
        List<String> key = List.of(sources);
        String known = versions.get(key);
        if (known != null) {
            return known;
        }
        if (versions.size() >= VERSIONS_KEPT) {
            versions.clear();
        }
        String[] parts = Arrays.copyOf(sources, sources.length + 2);
        parts[sources.length] = format.name();
        parts[sources.length + 1] = format.version();
        String version = Sha256.shortHex(parts);
        versions.put(key, version);
        return version;
    }
}
