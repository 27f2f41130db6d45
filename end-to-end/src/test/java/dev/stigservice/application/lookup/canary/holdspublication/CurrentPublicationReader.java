package dev.stigservice.application.lookup.canary.holdspublication;

import dev.stigservice.application.publication.CurrentPublication;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;

/** Canary for services-depend-on-interfaces: a service of the lookups that holds the concrete published catalog. */
public final class CurrentPublicationReader {

    private final CurrentPublication catalog;

    public CurrentPublicationReader(CurrentPublication catalog) {
        this.catalog = catalog;
    }

    List<BenchmarkSummary> served() {
        return catalog.summaries();
    }
}
