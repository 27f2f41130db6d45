package dev.stigservice.application.health;

import dev.stigservice.domain.model.PublicationState;

import java.util.Objects;

/**
 * @param ready   send traffic to this instance
 * @param catalog what the published catalog holds and when the store was last read
 */
public record HealthReport(boolean ready, PublicationState catalog) {

    public HealthReport {
        Objects.requireNonNull(catalog, "catalog");
    }
}
