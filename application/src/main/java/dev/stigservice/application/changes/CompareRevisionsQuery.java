package dev.stigservice.application.changes;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param credentials the caller's bearer token, or {@link Credentials#NONE}
 * @param slug   the requested slug as sent
 * @param from   the older revision's label as sent; null for the one before {@code to}
 * @param to     the newer revision's label as sent; null for the one the slug serves
 * @param format {@code json} or {@code csv} as sent; null for json
 */
public record CompareRevisionsQuery(Credentials credentials, String slug, String from, String to, String format) {

    public static final String DEFAULT_FORMAT = "json";

    public CompareRevisionsQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(slug, "slug");
        format = format == null ? DEFAULT_FORMAT : format;
    }
}
