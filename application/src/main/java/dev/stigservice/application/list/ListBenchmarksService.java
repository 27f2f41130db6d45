package dev.stigservice.application.list;

import dev.stigservice.application.catalog.ServedCatalog;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.List;
import java.util.Objects;

public final class ListBenchmarksService implements ListBenchmarksUseCase {

    private final ServedCatalog catalog;
    private final Formats<Exporter> formats;

    public ListBenchmarksService(ServedCatalog catalog, Formats<Exporter> formats) {
        this.catalog = Objects.requireNonNull(catalog);
        this.formats = Objects.requireNonNull(formats);
    }

    @Override
    public BenchmarkListing list(ListBenchmarksQuery query) {
        List<BenchmarkSummary> summaries = catalog.summaries();
        if (query.filter() != null) {
            summaries = summaries.stream().filter(summary -> summary.matches(query.filter())).toList();
        }
        return new BenchmarkListing(summaries, formats.all(), catalog.stateKey() + (query.filter() == null ? "" : " q=" + query.filter()));
    }
}
