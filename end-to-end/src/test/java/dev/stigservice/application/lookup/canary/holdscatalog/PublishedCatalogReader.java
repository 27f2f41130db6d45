package dev.stigservice.application.lookup.canary.holdscatalog;

import dev.stigservice.application.publication.PublishedCatalog;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;

/** Canary for services-depend-on-interfaces: a service of the lookups that holds the concrete published catalog. */
public final class PublishedCatalogReader {

    private final PublishedCatalog catalog;

    public PublishedCatalogReader(PublishedCatalog catalog) {
        this.catalog = catalog;
    }

    List<BenchmarkSummary> served() {
        return catalog.summaries();
    }
}
