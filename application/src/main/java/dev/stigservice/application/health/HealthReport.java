package dev.stigservice.application.health;

import dev.stigservice.domain.model.PublicationState;

import java.util.Objects;

/**
 * @param ready   send traffic to this instance
 * @param publication what the publication holds and when the store was last read
 */
public record HealthReport(boolean ready, PublicationState publication) {

    public HealthReport {
        Objects.requireNonNull(publication, "publication");
    }
}
