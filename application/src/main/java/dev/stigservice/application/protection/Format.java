package dev.stigservice.application.protection;

import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.FormatVersion;
import dev.stigservice.domain.port.Renderer;

import java.util.Objects;

/**
 * A renderer with what it writes, asked once when the service is wired: an answer's file name, media type and version
 * then come from here, and the renderer is called only to write the bytes.
 *
 * @param format  the format's name ({@code ?format=}, the file extension) and media type
 * @param version the version of the bytes written in it (see {@link FormatVersion})
 * @param <R>     the renderer's type ({@code Exporter}, {@code ChecklistWriter}, ...)
 */
public record Format<R extends Renderer<?>>(R renderer, ExportFormat format, String version) {

    public Format {
        Objects.requireNonNull(renderer, "renderer");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(version, "version");
    }

    public static <R extends Renderer<?>> Format<R> of(R renderer) {
        FormatVersion writes = renderer.writes();
        return new Format<>(renderer, writes.format(), writes.version());
    }

    public String name() {
        return format.name();
    }

    public String mediaType() {
        return format.mediaType();
    }
}
