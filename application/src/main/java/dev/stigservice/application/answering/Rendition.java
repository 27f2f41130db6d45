package dev.stigservice.application.answering;

import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.FormatVersion;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.Renderer;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What a use answers with: its renderer, its file name and a strong entity tag, all known from summaries alone. The
 * document (a model, a comparison) is asked for only when {@link #writeTo} runs, so a conditional request that matches
 * the tag, or a body already rendered under that tag, loads nothing. It stays in the core: the protected path renders
 * it and hands the inbound adapter the bytes.
 *
 * @param fileName  {@code rhel-9-stig-v2r8.csv}, {@code rhel-9-stig-v2r7-to-v2r8-changes.json}; null for an answer that is
 *                  shown, not saved (a lookup)
 * @param entityTag a strong entity tag, without quotes: the hash of what the body depends on, the sources, the format
 *                  and the renderer's version. Equal tags mean equal bodies, across builds too.
 * @param kept      whether the rendered body is kept for the next request with the same tag; false for the answer to
 *                  one upload, which no one else asks for and which must not push others' bodies out
 * @param <T>       what the renderer writes
 */
public record Rendition<T>(Renderer<T> renderer, Supplier<T> document, String fileName, String entityTag, boolean kept)
        implements Decision {

    public Rendition {
        Objects.requireNonNull(renderer, "renderer");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(entityTag, "entityTag");
    }

    /**
     * @param baseName what the file name holds before {@code .<format>}
     * @param sources  what the bytes depend on besides the renderer (content keys of the revisions written)
     */
    public static <T> Rendition<T> of(Renderer<T> renderer, Supplier<T> document, String baseName, String... sources) {
        FormatVersion writes = renderer.writes();
        return new Rendition<>(renderer, document, baseName + "." + writes.format().name(), tag(writes, sources), true);
    }

    /** An answer rendered for one request and not kept (an uploaded checklist carried to a new revision). */
    public static <T> Rendition<T> once(Renderer<T> renderer, Supplier<T> document, String baseName, String... sources) {
        FormatVersion writes = renderer.writes();
        return new Rendition<>(renderer, document, baseName + "." + writes.format().name(), tag(writes, sources), false);
    }

    /** An answer that is shown, not saved as a file (a lookup): no file name. */
    public static <T> Rendition<T> shown(Renderer<T> renderer, Supplier<T> document, String... sources) {
        return new Rendition<>(renderer, document, null, tag(renderer.writes(), sources), true);
    }

    private static String tag(FormatVersion writes, String... sources) {
        String[] parts = Arrays.copyOf(sources, sources.length + 2);
        parts[sources.length] = writes.format().name();
        parts[sources.length + 1] = writes.version();
        return Sha256.shortHex(parts);
    }

    public ExportFormat format() {
        return renderer.format();
    }

    public void writeTo(OutputStream out) throws IOException {
        renderer.write(document.get(), out);
    }
}
