package dev.stigservice.application.answer;

import java.io.InputStream;
import java.util.Objects;

/**
 * A request body as it arrives, not yet read. Only the protected path reads it ({@link ProtectedAnswers.Body}), once
 * access is granted and the use's own checks passed: until then not a byte of it is asked for, so an unauthorised
 * client costs no memory and, with {@code Expect: 100-continue}, is never invited to send it.
 */
public final class Upload {

    /** The length of a body sent in chunks, announced by no header. */
    public static final long UNKNOWN_LENGTH = -1;

    private final InputStream content;
    private final long declaredLength;

    /**
     * @param content        the body's bytes as they arrive; a failure to read them (the client went away) is an
     *                       {@link java.io.IOException}
     * @param declaredLength the length the client announced, or {@link #UNKNOWN_LENGTH}
     */
    public Upload(InputStream content, long declaredLength) {
        this.content = Objects.requireNonNull(content, "content");
        if (declaredLength < UNKNOWN_LENGTH) {
            throw new IllegalArgumentException("a declared length is -1 (unknown) or more, not " + declaredLength);
        }
        this.declaredLength = declaredLength;
    }

    public long declaredLength() {
        return declaredLength;
    }

    /** Package-private: nothing but {@link Uploads} reads the bytes. */
    InputStream content() {
        return content;
    }
}
