package dev.stigservice.application.answer;

import java.util.Objects;

/**
 * The document a protected use case answers with, described before a byte of it is written: an adapter that holds
 * the bytes of this version already, or whose client does, needs nothing more; one that does not hands it to
 * {@link RenderDocumentUseCase} for them.
 *
 * @param version   the same exactly when the bytes are the same, across builds and instances too: a hash of what they
 *                  depend on (the revisions' digests, what else the use names), the format and the renderer's version
 * @param mediaType the bytes' media type
 * @param fileName  the name they are saved under ({@code rhel-9-stig-v2r8.csv}); null for a document that is shown,
 *                  not saved (a lookup)
 * @param reused    whether the same version is asked for again, so that its bytes are worth keeping; false for the
 *                  answer to one upload
 * @param source    what the core renders it from; opaque outside the core
 */
public record Rendering(String version, String mediaType, String fileName, boolean reused, Source source)
        implements ProtectedAnswer {

    /** What a rendering is made from: nothing an adapter reads or calls, only hands back to {@link RenderDocumentUseCase}. */
    public interface Source {
    }

    public Rendering {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(mediaType, "mediaType");
        Objects.requireNonNull(source, "source");
    }
}
