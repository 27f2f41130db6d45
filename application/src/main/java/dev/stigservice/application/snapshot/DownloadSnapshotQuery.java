package dev.stigservice.application.snapshot;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param since      as sent: a time ({@code 2026-11-01T00:00:00Z}), only documents stored after it; null for every document
 */
public record DownloadSnapshotQuery(Credentials credentials, String since) {

    public DownloadSnapshotQuery {
        Objects.requireNonNull(credentials, "credentials");
    }
}
