package dev.stigservice.application.revisions;

import dev.stigservice.application.catalog.ServedCatalog;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.model.Slug;

import java.util.Objects;
import java.util.Optional;

public final class ListRevisionsService implements ListRevisionsUseCase {

    private final ServedCatalog catalog;
    private final Formats<Exporter> formats;

    public ListRevisionsService(ServedCatalog catalog, Formats<Exporter> formats) {
        this.catalog = Objects.requireNonNull(catalog);
        this.formats = Objects.requireNonNull(formats);
    }

    @Override
    public Optional<RevisionListing> list(ListRevisionsQuery query) {
        return Slug.parse(query.slug()).flatMap(slug -> catalog.served(slug)
                .map(served -> new RevisionListing(slug, catalog.revisions(slug), served, formats.all())));
    }
}
