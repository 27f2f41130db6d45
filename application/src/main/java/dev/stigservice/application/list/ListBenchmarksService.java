package dev.stigservice.application.list;

import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;
import java.util.Objects;

public final class ListBenchmarksService implements ListBenchmarksUseCase {

    private final PublishedBenchmarks published;
    private final Formats<Exporter> formats;

    public ListBenchmarksService(PublishedBenchmarks published, Formats<Exporter> formats) {
        this.published = Objects.requireNonNull(published);
        this.formats = Objects.requireNonNull(formats);
    }

    @Override
    public BenchmarkListing list(ListBenchmarksQuery query) {
        List<BenchmarkSummary> summaries = published.summaries();
        if (query.filter() != null) {
            summaries = summaries.stream().filter(summary -> summary.matches(query.filter())).toList();
        }
        return new BenchmarkListing(summaries, formats.all(), published.stateKey() + (query.filter() == null ? "" : " q=" + query.filter()));
    }
}
