package dev.stigservice.application.answering;

import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.Renderer;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What a use answers with: its renderer (with what it writes, known without asking it), its file name and a strong
 * entity tag, all known from summaries alone. The document (a model, a comparison) is asked for only when
 * {@link #writeTo} runs, so a conditional request that matches the tag, or a body already rendered under that tag,
 * loads nothing, and the renderer is called for nothing else. It stays in the core: the protected path renders
 * it and hands the inbound adapter the bytes.
 *
 * @param writer    the renderer and what it writes
 * @param fileName  {@code rhel-9-stig-v2r8.csv}, {@code rhel-9-stig-v2r7-to-v2r8-changes.json}; null for an answer that is
 *                  shown, not saved (a lookup)
 * @param entityTag a strong entity tag, without quotes: the hash of what the body depends on, the sources, the format
 *                  and the renderer's version. Equal tags mean equal bodies, across builds too.
 * @param kept      whether the rendered body is kept for the next request with the same tag; false for the answer to
 *                  one upload, which no one else asks for and which must not push others' bodies out
 * @param <T>       what the renderer writes
 */
public record Rendition<T>(Format<? extends Renderer<T>> writer, Supplier<T> document, String fileName, String entityTag, boolean kept)
        implements Decision {

    public Rendition {
        Objects.requireNonNull(writer, "writer");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(entityTag, "entityTag");
    }

    /**
     * @param baseName what the file name holds before {@code .<format>}
     * @param sources  what the bytes depend on besides the renderer (content keys of the revisions written)
     */
    public static <T> Rendition<T> of(Format<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources) {
        return new Rendition<>(writer, document, baseName + "." + writer.name(), tag(writer, sources), true);
    }

    /** An answer rendered for one request and not kept (an uploaded checklist carried to a new revision). */
    public static <T> Rendition<T> once(Format<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources) {
        return new Rendition<>(writer, document, baseName + "." + writer.name(), tag(writer, sources), false);
    }

    /** An answer that is shown, not saved as a file (a lookup): no file name. */
    public static <T> Rendition<T> shown(Format<? extends Renderer<T>> writer, Supplier<T> document, String... sources) {
        return new Rendition<>(writer, document, null, tag(writer, sources), true);
    }

    private static String tag(Format<?> writer, String... sources) {
        String[] parts = Arrays.copyOf(sources, sources.length + 2);
        parts[sources.length] = writer.name();
        parts[sources.length + 1] = writer.version();
        return Sha256.shortHex(parts);
    }

    public String mediaType() {
        return writer.mediaType();
    }

    public void writeTo(OutputStream out) throws IOException {
        writer.renderer().write(document.get(), out);
    }
}
