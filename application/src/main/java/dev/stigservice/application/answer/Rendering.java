package dev.stigservice.application.answer;

import java.util.Objects;

/**
 * The document a protected use case answers with, described before a byte of it is written: an adapter that holds
 * the bytes of this version already, or whose client does, needs nothing more; one that does not asks the use case
 * to render it, with the same query and this version.
 *
 * @param version   the same exactly when the bytes are the same, across builds and instances too: a hash of what they
 *                  depend on (the revisions' digests, what else the use names), the format and the renderer's version
 * @param mediaType the bytes' media type
 * @param fileName  the name they are saved under ({@code rhel-9-stig-v2r8.csv}); null for a document that is shown,
 *                  not saved (a lookup)
 * @param reused    whether the same version is asked for again, so that its bytes are worth keeping; false for an
 *                  answer made for one request (an upload's, a snapshot)
 * @param bytes     the bytes, for an answer rendered with its request because it cannot be rendered again (it is made
 *                  from the request's body); null when they are asked for
 */
public record Rendering(String version, String mediaType, String fileName, boolean reused, byte[] bytes) implements ProtectedAnswer {

    public Rendering {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(mediaType, "mediaType");
    }

    /** A rendering whose bytes the use case gives when asked. */
    public Rendering(String version, String mediaType, String fileName, boolean reused) {
        this(version, mediaType, fileName, reused, null);
    }
}
