package dev.stigservice.application.health;

import dev.stigservice.application.publication.PublicationReadiness;
import dev.stigservice.domain.model.PublicationState;

import java.util.Objects;

/**
 * Ready means the catalog has been published once (a database whose first read failed is not, until a refresh
 * succeeds). The access-management service does not count: when it is down, protected answers refuse on their own (access unavailable),
 * and taking the instance out of rotation would only take the public listing down with it.
 */
public final class CheckHealthService implements CheckHealthUseCase {

    private final PublicationReadiness catalog;

    public CheckHealthService(PublicationReadiness catalog) {
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public HealthReport check() {
        PublicationState state = catalog.state();
        return new HealthReport(state.loaded(), state);
    }
}
