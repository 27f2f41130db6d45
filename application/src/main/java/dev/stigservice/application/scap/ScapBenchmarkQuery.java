package dev.stigservice.application.scap;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * A protected question about one SCAP benchmark: its data stream, or its map to the manual benchmark.
 *
 * @param slug     the slug as sent, not yet validated
 * @param revision the SCAP benchmark's version as sent ({@code 002.008}); null for the served one
 */
public record ScapBenchmarkQuery(Credentials credentials, String slug, String revision) {

    public ScapBenchmarkQuery {
        Objects.requireNonNull(credentials, "credentials");
    }
}
