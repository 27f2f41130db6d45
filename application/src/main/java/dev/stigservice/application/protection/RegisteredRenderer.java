package dev.stigservice.application.protection;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.port.Renderer;

import java.util.Objects;

/**
 * A renderer as its use holds it: with the {@link Format} it writes, asked of it once, when the use is wired, and the
 * versions of what it wrote. An answer's file name, media type and version then come from here, and the renderer is
 * called only to write bytes, so an answer whose bytes someone holds never calls into the renderer's adapter.
 *
 * @param <R> the renderer's type ({@code Exporter}, {@code ChecklistWriter}, ...)
 */
public record RegisteredRenderer<R extends Renderer<?>>(R renderer, Format format, KnownVersions versions) {

    public RegisteredRenderer {
        Objects.requireNonNull(renderer, "renderer");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(versions, "versions");
    }

    public static <R extends Renderer<?>> RegisteredRenderer<R> of(R renderer) {
        Format format = renderer.format();
        return new RegisteredRenderer<>(renderer, format, new KnownVersions(format));
    }
}
