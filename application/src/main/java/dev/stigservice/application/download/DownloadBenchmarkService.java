package dev.stigservice.application.download;

import dev.stigservice.application.access.AccessCheck;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.Exporter;

import java.util.Objects;
import java.util.Optional;

public final class DownloadBenchmarkService implements DownloadBenchmarkUseCase {

    private final AccessCheck access;
    private final ExportFormats formats;
    private final CatalogPublisher catalog;

    public DownloadBenchmarkService(AccessCheck access, ExportFormats formats, CatalogPublisher catalog) {
        this.access = Objects.requireNonNull(access);
        this.formats = Objects.requireNonNull(formats);
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public DownloadResult download(DownloadBenchmarkQuery query) {
        Optional<AccessCheck.Refusal> refusal = access.refusal(query.credentials());
        if (refusal.isPresent()) {
            return refusal.get() == AccessCheck.Refusal.UNAUTHORIZED
                    ? new DownloadResult.Unauthorized() : new DownloadResult.AuthorizationUnavailable();
        }
        Optional<Exporter> exporter = formats.find(query.format());
        if (exporter.isEmpty()) {
            return new DownloadResult.UnsupportedFormat(formats.names());
        }
        Optional<Slug> slug = Slug.parse(query.slug());
        if (slug.flatMap(catalog::served).isEmpty()) {
            return new DownloadResult.NotFound(slug);
        }
        Optional<BenchmarkSummary> revision = query.revision() == null
                ? catalog.served(slug.get()) : catalog.revision(slug.get(), query.revision());
        return revision.<DownloadResult>map(chosen -> new DownloadResult.Ready(
                        new BenchmarkExport(chosen, exporter.get(), () -> catalog.model(chosen))))
                .orElseGet(() -> new DownloadResult.RevisionNotFound(slug.get(), query.revision()));
    }
}
