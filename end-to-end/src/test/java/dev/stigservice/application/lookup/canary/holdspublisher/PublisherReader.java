package dev.stigservice.application.lookup.canary.holdspublisher;

import dev.stigservice.application.publication.CatalogPublisher;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;

/** Canary for services-depend-on-interfaces: a service of the lookups that holds the concrete catalog publisher. */
public final class PublisherReader {

    private final CatalogPublisher catalog;

    public PublisherReader(CatalogPublisher catalog) {
        this.catalog = catalog;
    }

    List<BenchmarkSummary> served() {
        return catalog.summaries();
    }
}
