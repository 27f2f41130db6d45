package dev.stigservice.bootstrap;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.adapter.storage.files.DemoCatalog;
import dev.stigservice.adapter.storage.files.FileSystemCatalog;
import dev.stigservice.adapter.storage.files.XccdfFiles;
import dev.stigservice.adapter.storage.mariadb.MariaDbCatalog;
import dev.stigservice.adapter.storage.postgres.PostgresCatalog;
import dev.stigservice.adapter.storage.xccdf.XccdfBenchmarkReader;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.BenchmarkFiles;
import dev.stigservice.domain.port.BenchmarkReader;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/**
 * Chooses the store with {@code stig.storage.backend}: {@code files} (the default) reads
 * {@code stig.catalog.directory}, or the bundled demo catalog when that is not set; {@code postgres} and
 * {@code mariadb} read the database configured under {@code datasources.default}. Whatever the store, the core's
 * {@link CatalogPublisher} publishes it, read once before the server listens and then on the refresh schedule.
 */
@Factory
class CatalogFactory {

    static final String FILES = "files";
    static final String POSTGRES = "postgres";
    static final String MARIADB = "mariadb";
    static final List<String> BACKENDS = List.of(FILES, POSTGRES, MARIADB);
    private static final String BACKEND = "stig.storage.backend";
    private static final String DATABASES = POSTGRES + "|" + MARIADB;

    @Singleton
    @Requires(property = "stig.catalog.directory")
    @Requires(property = BACKEND, value = FILES, defaultValue = FILES)
    FileSystemCatalog fileSystemCatalog(CatalogSettings settings) {
        try {
            return new FileSystemCatalog(Path.of(settings.directory()), BundleLimits.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("stig.catalog.directory: " + e.getMessage());
        }
    }

    @Singleton
    @Requires(missingProperty = "stig.catalog.directory")
    @Requires(property = BACKEND, value = FILES, defaultValue = FILES)
    DemoCatalog demoCatalog() {
        return DemoCatalog.load();
    }

    @Singleton
    @Requires(property = BACKEND, value = POSTGRES)
    PostgresCatalog postgresCatalog(HikariDataSource dataSource) {
        return new PostgresCatalog(dataSource);
    }

    @Singleton
    @Requires(property = BACKEND, value = MARIADB)
    MariaDbCatalog mariaDbCatalog(HikariDataSource dataSource) {
        return new MariaDbCatalog(dataSource);
    }

    /** Connections are opened lazily: a database that is not up yet makes the service not ready, not a failed start. */
    @Singleton
    @Requires(property = BACKEND, pattern = DATABASES)
    @Bean(preDestroy = "close")
    HikariDataSource dataSource(@Value("${" + BACKEND + "}") String backend, DatabaseSettings settings) {
        if (settings.url() == null) {
            throw new ConfigurationException(BACKEND + "=" + backend + " needs datasources.default.url, e.g. "
                    + (backend.equals(POSTGRES) ? "jdbc:postgresql://127.0.0.1:5432/stigs" : "jdbc:mariadb://127.0.0.1:3306/stigs"));
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(settings.url());
        config.setUsername(settings.username());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(settings.maximumPoolSize());
        config.setPoolName("stig-catalog");
        config.setInitializationFailTimeout(-1);
        return new HikariDataSource(config);
    }

    @Singleton
    BenchmarkFiles benchmarkFiles() {
        return new XccdfFiles(new BundleReader(BundleLimits.DEFAULT));
    }

    @Singleton
    BenchmarkReader benchmarkReader() {
        return new XccdfBenchmarkReader();
    }

    /** The chosen backend, checked before any store is looked for: a misspelt name stops the start and says why. */
    record StorageBackend(String name) {
    }

    @Singleton
    StorageBackend storageBackend(@Value("${" + BACKEND + ":" + FILES + "}") String name) {
        if (!BACKENDS.contains(name)) {
            throw new ConfigurationException(BACKEND + ": '" + name + "' is not one of " + String.join(", ", BACKENDS));
        }
        return new StorageBackend(name);
    }

    /** The backend comes first among the arguments, so it is checked before the store it names is looked for. */
    @Context // built at startup, so the catalog is read before the first request
    @Requires(notEnv = ImportCommand.ENVIRONMENT)
    CatalogPublisher catalogPublisher(StorageBackend backend, CatalogSettings settings, BenchmarkCatalog store, BenchmarkReader reader) {
        CatalogPublisher publisher = new CatalogPublisher(store, reader, storeName(backend.name(), settings.directory()),
                settings.modelsKept(), Clock.systemUTC());
        publisher.refresh();
        return publisher;
    }

    private static String storeName(String backend, @Nullable String directory) {
        return switch (backend) {
            case POSTGRES -> "PostgreSQL";
            case MARIADB -> "MariaDB";
            default -> directory == null ? "the bundled demo catalog" : Path.of(directory).toAbsolutePath().normalize().toString();
        };
    }

    /** Polls the store; a poll that finds no change costs one folder walk or one small query. */
    @Singleton
    @Requires(notEnv = ImportCommand.ENVIRONMENT)
    static class CatalogRefreshJob {

        private final CatalogPublisher publisher;

        CatalogRefreshJob(CatalogPublisher publisher) {
            this.publisher = publisher;
        }

        @Scheduled(fixedDelay = "${stig.catalog.refresh-interval:5s}", initialDelay = "${stig.catalog.refresh-interval:5s}")
        void refresh() {
            publisher.refresh();
        }
    }
}
