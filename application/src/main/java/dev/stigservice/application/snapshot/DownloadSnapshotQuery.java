package dev.stigservice.application.snapshot;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param since      as sent: a time ({@code 2026-11-01T00:00:00Z}), only documents stored after it; null for every document
 * @param conditions what the client holds and prefers ({@link Conditions#NONE} for nothing)
 */
public record DownloadSnapshotQuery(Credentials credentials, String since, Conditions conditions) {

    public DownloadSnapshotQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(conditions, "conditions");
    }
}
