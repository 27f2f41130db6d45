package dev.stigservice.bootstrap;

import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.CatalogLoad;
import dev.stigservice.adapter.storage.files.DemoCatalog;
import dev.stigservice.adapter.storage.files.FileSystemCatalog;
import dev.stigservice.domain.port.BenchmarkCatalog;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;

import java.nio.file.Path;
import java.util.function.Supplier;

/** Chooses the storage backend: the files backend on {@code stig.catalog.directory}, else the bundled demo catalog. */
@Factory
class CatalogFactory {

    /** What was loaded last, for the startup line and, later, health and metrics. */
    interface CatalogStatus extends Supplier<CatalogLoad> {
    }

    @Context // built at startup: configuration errors and the local token show at once
    @Requires(property = "stig.catalog.directory")
    @Requires(property = "stig.storage.backend", value = "files", defaultValue = "files")
    FileSystemCatalog fileSystemCatalog(@Value("${stig.catalog.directory}") String directory) {
        Path folder = Path.of(directory);
        try {
            return new FileSystemCatalog(folder, BundleLimits.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("stig.catalog.directory: " + e.getMessage());
        }
    }

    @Context // built at startup: configuration errors and the local token show at once
    @Requires(missingProperty = "stig.catalog.directory")
    @Requires(property = "stig.storage.backend", value = "files", defaultValue = "files")
    DemoCatalog demoCatalog() {
        return DemoCatalog.load();
    }

    @Singleton
    CatalogStatus catalogStatus(BenchmarkCatalog catalog) {
        return switch (catalog) {
            case FileSystemCatalog files -> files::lastLoad;
            case DemoCatalog demo -> demo::lastLoad;
            default -> () -> null;
        };
    }

    /** Polls the catalog folder; a refresh that finds no change costs one directory walk. */
    @Singleton
    @Requires(beans = FileSystemCatalog.class)
    static class CatalogRefresh {

        private final FileSystemCatalog catalog;

        CatalogRefresh(FileSystemCatalog catalog) {
            this.catalog = catalog;
        }

        @Scheduled(fixedDelay = "${stig.catalog.refresh-interval:10s}", initialDelay = "${stig.catalog.refresh-interval:10s}")
        void refresh() {
            catalog.refresh();
        }
    }
}
