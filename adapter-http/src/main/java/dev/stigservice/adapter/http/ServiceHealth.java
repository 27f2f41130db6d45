package dev.stigservice.adapter.http;

import java.util.Map;

/**
 * What the management endpoints report about the service. The composition root answers it from what it
 * wired (the catalog, the access-management client), so that adapter-http stays free of other adapters.
 */
public interface ServiceHealth {

    /** Ready to serve: the catalog is loaded. Components that cannot make it unready only add details. */
    Report check();

    /** @param details per component, e.g. {@code catalog} and {@code accessManagement}; values are rendered as JSON */
    record Report(boolean ready, Map<String, Object> details) {
        public Report {
            details = Map.copyOf(details);
        }
    }
}
