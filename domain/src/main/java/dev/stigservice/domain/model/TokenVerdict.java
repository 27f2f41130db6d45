package dev.stigservice.domain.model;

import java.time.Instant;
import java.util.Objects;

/** What the access-management service said of a token. Only {@link Valid} opens a download. */
public sealed interface TokenVerdict {

    /** The service confirmed the token; it stays confirmed until {@code expiresAt} when the service said so. */
    record Valid(Instant expiresAt) implements TokenVerdict {
    }

    /** The service refused the token. */
    record Invalid() implements TokenVerdict {
    }

    /** The service could not answer (timeout, error status, refused connection); the reason is for logs and metrics. */
    record Unavailable(String reason) implements TokenVerdict {
        public Unavailable {
            Objects.requireNonNull(reason, "reason");
        }
    }

    static TokenVerdict valid() {
        return new Valid(null);
    }

    static TokenVerdict invalid() {
        return new Invalid();
    }

    static TokenVerdict unavailable(String reason) {
        return new Unavailable(reason);
    }
}
