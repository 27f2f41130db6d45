package dev.stigservice.application.revisions;

import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.model.Slug;

import java.util.Objects;
import java.util.Optional;

public final class ListRevisionsService implements ListRevisionsUseCase {

    private final PublishedBenchmarks published;
    private final Formats<Exporter> formats;

    public ListRevisionsService(PublishedBenchmarks published, Formats<Exporter> formats) {
        this.published = Objects.requireNonNull(published);
        this.formats = Objects.requireNonNull(formats);
    }

    @Override
    public Optional<RevisionListing> list(ListRevisionsQuery query) {
        return Slug.parse(query.slug()).flatMap(slug -> published.served(slug)
                .map(served -> new RevisionListing(slug, published.revisions(slug), served, formats.all())));
    }
}
