package dev.stigservice.application.answer;

import java.util.Objects;

/**
 * The document a protected use case sends, with its bytes: rendered for this request, or kept from an earlier one
 * for the same version.
 *
 * @param version   the same exactly when the bytes are the same, across builds and instances too: a hash of what they
 *                  depend on (the revisions' digests, what else the use names), the format and the renderer's version
 * @param mediaType the bytes' media type
 * @param fileName  the name they are saved under ({@code rhel-9-stig-v2r8.csv}); null for a document that is shown,
 *                  not saved (a lookup)
 * @param reused    whether the same version is asked for again, so that its bytes are worth keeping; false for a
 *                  document made for one request (an upload's, a snapshot)
 * @param bytes     the document
 */
public record Reply(String version, String mediaType, String fileName, boolean reused, byte[] bytes) implements ProtectedAnswer {

    public Reply {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(mediaType, "mediaType");
        Objects.requireNonNull(bytes, "bytes");
    }
}
