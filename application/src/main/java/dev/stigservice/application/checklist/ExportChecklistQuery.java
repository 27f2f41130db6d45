package dev.stigservice.application.checklist;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * A blank checklist of one revision, for one asset.
 *
 * @param credentials the caller's bearer token, or {@link Credentials#NONE}
 * @param slug        the requested slug as sent
 * @param format      {@code ckl} or {@code cklb} as sent; null for ckl
 * @param revision    the revision's label as sent; null for the one the slug serves
 * @param host        the asset's host name as sent; null for none (and likewise the others)
 */
public record ExportChecklistQuery(Credentials credentials, String slug, String format, String revision,
                                   String host, String fqdn, String ip, String mac, String role) {

    /** The format every checklist tool reads. */
    public static final String DEFAULT_FORMAT = "ckl";

    public ExportChecklistQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(slug, "slug");
        format = format == null ? DEFAULT_FORMAT : format;
    }
}
