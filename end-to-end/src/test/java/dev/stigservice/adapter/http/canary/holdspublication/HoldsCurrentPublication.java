package dev.stigservice.adapter.http.canary.holdspublication;

import dev.stigservice.application.publication.CurrentPublication;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;

/**
 * Canary for inbound-adapters-use-use-cases: an HTTP class that holds the application's published catalog (a public
 * class that is neither a port nor a use case) and lists what it serves, skipping the access check.
 */
public final class HoldsCurrentPublication {

    private final CurrentPublication catalog;

    public HoldsCurrentPublication(CurrentPublication catalog) {
        this.catalog = catalog;
    }

    public List<BenchmarkSummary> served() {
        return catalog.summaries();
    }
}
