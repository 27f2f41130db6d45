package dev.stigservice.application.catalog;

import java.time.Instant;

/**
 * What the published catalog holds and how its last reads of the store went: for readiness, the startup line
 * and the catalog metrics.
 *
 * @param loaded      true once the store has been read successfully; until then nothing is served
 * @param lastFailure why the last read of the store failed; null when it succeeded
 * @param lastCheck   when the store was last read or tried; null before the first try
 */
public record CatalogState(String store, boolean loaded, int benchmarks, int rules, int revisions,
                           String lastFailure, Instant lastCheck) {

    /** {@code 22 benchmarks, 1733 rules (24 revisions) from /srv/stigs}. */
    public String summary() {
        return "%d benchmarks, %d rules (%d revisions) from %s".formatted(benchmarks, rules, revisions, store)
                + (lastFailure == null ? "" : "; last read failed: " + lastFailure);
    }
}
