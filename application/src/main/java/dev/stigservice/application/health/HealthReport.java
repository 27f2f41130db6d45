package dev.stigservice.application.health;

import dev.stigservice.domain.model.CatalogState;

import java.util.Objects;

/**
 * @param ready   send traffic to this instance
 * @param catalog what the published catalog holds and when the store was last read
 */
public record HealthReport(boolean ready, CatalogState catalog) {

    public HealthReport {
        Objects.requireNonNull(catalog, "catalog");
    }
}
