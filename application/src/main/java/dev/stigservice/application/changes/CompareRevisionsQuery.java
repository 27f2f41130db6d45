package dev.stigservice.application.changes;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param credentials the caller's bearer token, or {@link Credentials#NONE}
 * @param slug   the requested slug as sent
 * @param from   the older revision's label as sent; null for the one before {@code to}
 * @param to     the newer revision's label as sent; null for the one the slug serves
 * @param format {@code json} or {@code csv} as sent; null for json
 * @param conditions  what the client holds and prefers ({@link Conditions#NONE} for nothing)
 */
public record CompareRevisionsQuery(Credentials credentials, String slug, String from, String to, String format, Conditions conditions) {

    public static final String DEFAULT_FORMAT = "json";

    public CompareRevisionsQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(conditions, "conditions");
        Objects.requireNonNull(slug, "slug");
        format = format == null ? DEFAULT_FORMAT : format;
    }

    /** A request that holds no representation yet and takes the identity bytes. */
    public CompareRevisionsQuery(Credentials credentials, String slug, String from, String to, String format) {
        this(credentials, slug, from, to, format, Conditions.NONE);
    }
}
