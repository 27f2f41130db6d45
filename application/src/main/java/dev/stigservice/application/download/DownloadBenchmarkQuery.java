package dev.stigservice.application.download;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param credentials the caller's bearer token, or {@link Credentials#NONE}
 * @param format the requested format name as sent; null when the caller did not ask for one
 * @param slug   the requested slug as sent, not yet validated
 * @param revision the requested revision label as sent ({@code V2R7}); null for the one the slug serves
 * @param nist     the revision of NIST SP 800-53 as sent, for the documents whose route takes it (the OSCAL profile); null
 *                 for the newest the CCI list references
 */
public record DownloadBenchmarkQuery(Credentials credentials, String format, String slug, String revision, String nist) {

    /** The format served when the request names none. */
    public static final String DEFAULT_FORMAT = "json";

    public DownloadBenchmarkQuery {
        Objects.requireNonNull(credentials, "credentials");
        format = format == null ? DEFAULT_FORMAT : format;
        Objects.requireNonNull(slug, "slug");
    }

    /** A query whose route takes no {@code nist}. */
    public DownloadBenchmarkQuery(Credentials credentials, String format, String slug, String revision) {
        this(credentials, format, slug, revision, null);
    }
}
