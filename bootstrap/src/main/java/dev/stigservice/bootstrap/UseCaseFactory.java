package dev.stigservice.bootstrap;

import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.application.download.DownloadBenchmarkService;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.download.ExportFormats;
import dev.stigservice.application.imports.ImportBenchmarksService;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.list.ListBenchmarksService;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkFiles;
import dev.stigservice.domain.port.TokenValidator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** Wires the use cases to whichever adapters the other factories chose. */
@Factory
class UseCaseFactory {

    @Singleton
    ExportFormats exportFormats() {
        return new ExportFormats(StandardExporters.all());
    }

    @Singleton
    ListBenchmarksUseCase listBenchmarks(CatalogPublisher catalog, ExportFormats formats) {
        return new ListBenchmarksService(catalog, formats);
    }

    @Singleton
    DownloadBenchmarkUseCase downloadBenchmark(TokenValidator tokenValidator, ExportFormats formats, CatalogPublisher catalog) {
        return new DownloadBenchmarkService(tokenValidator, formats, catalog);
    }

    @Singleton
    @Requires(beans = BenchmarkArchive.class)
    ImportBenchmarksUseCase importBenchmarks(BenchmarkFiles files, BenchmarkArchive archive) {
        return new ImportBenchmarksService(files, archive);
    }
}
