package dev.stigservice.adapter.http.canary.holdscatalog;

import dev.stigservice.application.publication.PublishedCatalog;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;

/**
 * Canary for inbound-adapters-use-use-cases: an HTTP class that holds the application's published catalog (a public
 * class that is neither a port nor a use case) and lists what it serves, skipping the access check.
 */
public final class HoldsPublishedCatalog {

    private final PublishedCatalog catalog;

    public HoldsPublishedCatalog(PublishedCatalog catalog) {
        this.catalog = catalog;
    }

    public List<BenchmarkSummary> served() {
        return catalog.summaries();
    }
}
