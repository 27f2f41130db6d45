package dev.stigservice.application.answer;

import java.io.InputStream;
import java.util.Objects;

/**
 * A request body as it arrives, not yet read. Only the protected path reads it, once
 * access is granted and the use's own checks passed: until then not a byte of it is asked for, so an unauthorised
 * client costs no memory, and a client that waits to be asked before sending it is never asked.
 *
 * @param content        the body's bytes as they arrive, for the core alone to read, once access is granted; a failure to read them (the
 *                       client went away) is an {@link java.io.IOException}, a framing the adapter found wrong a
 *                       {@link dev.stigservice.domain.model.MalformedUpload}
 * @param declaredLength the length the client announced, or {@link #UNKNOWN_LENGTH}
 */
public record Upload(InputStream content, long declaredLength) {

    /** The length of a body whose client announced none (it sends the body in parts until it ends). */
    public static final long UNKNOWN_LENGTH = -1;

    public Upload {
        Objects.requireNonNull(content, "content");
        if (declaredLength < UNKNOWN_LENGTH) {
            throw new IllegalArgumentException("a declared length is -1 (unknown) or more, not " + declaredLength);
        }
    }
}
