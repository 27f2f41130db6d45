package dev.stigservice.application.protection;

import dev.stigservice.application.answer.Rendering;
import dev.stigservice.domain.port.Renderer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What a use answers with: its renderer (with what it writes, known without asking it), its file name and version,
 * all known from summaries alone. The document (a model, a comparison) is asked for only when it is rendered, so an
 * answer whose bytes someone holds already loads nothing. It never leaves the core: adapters see its {@link Rendering}.
 *
 * @param writer   the renderer and what it writes
 * @param fileName {@code rhel-9-stig-v2r8.csv}, {@code rhel-9-stig-v2r7-to-v2r8-changes.json}; null for an answer that is
 *                 shown, not saved (a lookup)
 * @param version  the hash of what the bytes depend on: the sources, the format and the renderer's version. Equal
 *                 versions mean equal bytes, across builds too.
 * @param reused   false for an answer made for one request (an upload's, a snapshot), which no one asks for again
 * @param <T>      what the renderer writes
 */
public record Rendition<T>(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String fileName, String version, boolean reused)
        implements Decision {

    public Rendition {
        Objects.requireNonNull(writer, "writer");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(version, "version");
    }

    /**
     * @param baseName what the file name holds before {@code .<format>}
     * @param sources  what the bytes depend on besides the renderer (content keys of the revisions written)
     */
    public static <T> Rendition<T> of(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources) {
        return new Rendition<>(writer, document, baseName + "." + writer.format().name(), writer.versions().of(sources), true);
    }

    /** An answer made for one request and asked for by no other (an uploaded checklist carried to a new revision, a snapshot). */
    public static <T> Rendition<T> once(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources) {
        return new Rendition<>(writer, document, baseName + "." + writer.format().name(), writer.versions().hash(sources), false);
    }

    /** An answer that is shown, not saved as a file (a lookup): no file name. */
    public static <T> Rendition<T> shown(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String... sources) {
        return new Rendition<>(writer, document, null, writer.versions().of(sources), true);
    }

    Rendering rendering() {
        return new Rendering(version, writer.format().mediaType(), fileName, reused);
    }

    Rendering rendered() {
        return new Rendering(version, writer.format().mediaType(), fileName, reused, render());
    }

    byte[] render() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            writer.renderer().write(document.get(), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
