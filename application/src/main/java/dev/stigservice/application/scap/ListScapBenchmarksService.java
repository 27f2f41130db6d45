package dev.stigservice.application.scap;

import dev.stigservice.application.publication.PublishedBenchmarks;

import java.util.Objects;

/** The SCAP benchmarks the publication serves, from what it read of them alone: nothing is loaded. */
public final class ListScapBenchmarksService implements ListScapBenchmarksUseCase {

    private final PublishedBenchmarks published;

    public ListScapBenchmarksService(PublishedBenchmarks published) {
        this.published = Objects.requireNonNull(published);
    }

    @Override
    public ScapListing list() {
        String key = published.stateKey();
        return new ScapListing(published.scapBenchmarks().stream()
                .map(served -> new ScapListing.Entry(served, published.scapRevisions(served.slug()),
                        published.scapCounterpart(served).orElse(null)))
                .toList(), key);
    }
}
