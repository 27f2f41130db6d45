package dev.stigservice.bootstrap;

import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.adapter.storage.files.DemoCatalog;
import dev.stigservice.adapter.storage.files.FileSystemCatalog;
import dev.stigservice.adapter.storage.postgres.PostgresCatalog;
import dev.stigservice.adapter.storage.postgres.PostgresImporter;
import dev.stigservice.adapter.storage.postgres.PostgresSchema;
import dev.stigservice.adapter.storage.xccdf.XccdfReader;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Chooses the storage backend with {@code stig.storage.backend}: {@code files} (the default) reads
 * {@code stig.catalog.directory}, or the bundled demo catalog when that is not set; {@code postgres}
 * reads the database configured under {@code datasources.default}.
 */
@Factory
class CatalogFactory {

    static final String FILES = "files";
    static final String POSTGRES = "postgres";

    /** What the startup line says about the catalog. */
    record CatalogStatus(String summary) {
    }

    /**
     * Whether the catalog has been loaded. The files backend and the demo catalog load while they are built, before
     * the server listens; the PostgreSQL backend starts empty when its first read of the database fails.
     */
    record CatalogLoaded(BooleanSupplier check) {
    }

    /** The refresh a backend needs on a schedule; absent for catalogs that never change. */
    record CatalogRefresher(Runnable refresh) {
    }

    @Context // built at startup: a wrong folder fails at once, and the catalog is loaded before the first request
    @Requires(property = "stig.catalog.directory")
    @Requires(property = "stig.storage.backend", value = FILES, defaultValue = FILES)
    FileSystemCatalog fileSystemCatalog(@Value("${stig.catalog.directory}") String directory) {
        try {
            return new FileSystemCatalog(Path.of(directory), BundleLimits.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("stig.catalog.directory: " + e.getMessage());
        }
    }

    @Context
    @Requires(missingProperty = "stig.catalog.directory")
    @Requires(property = "stig.storage.backend", value = FILES, defaultValue = FILES)
    DemoCatalog demoCatalog() {
        return DemoCatalog.load();
    }

    @Singleton
    @Requires(property = "stig.storage.backend", value = POSTGRES)
    @Bean(preDestroy = "close")
    HikariDataSource dataSource(@Value("${datasources.default.url:}") String url,
                                @Value("${datasources.default.username:}") String username,
                                @Value("${datasources.default.password:}") String password,
                                @Value("${datasources.default.maximum-pool-size:10}") int maximumPoolSize) {
        if (url.isBlank()) {
            throw new ConfigurationException("stig.storage.backend=postgres needs datasources.default.url, "
                    + "e.g. jdbc:postgresql://127.0.0.1:5432/stigs");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(username);
        config.setPassword(password);
        config.setMaximumPoolSize(maximumPoolSize);
        config.setPoolName("stig-catalog");
        HikariDataSource dataSource = new HikariDataSource(config);
        PostgresSchema.migrate(dataSource);
        return dataSource;
    }

    @Context
    @Requires(property = "stig.storage.backend", value = POSTGRES)
    @Requires(notEnv = ImportCommand.ENVIRONMENT)
    PostgresCatalog postgresCatalog(HikariDataSource dataSource) {
        return new PostgresCatalog(dataSource);
    }

    @Singleton
    @Requires(property = "stig.storage.backend", value = POSTGRES)
    PostgresImporter postgresImporter(HikariDataSource dataSource) {
        return new PostgresImporter(dataSource, new BundleReader(new XccdfReader(), BundleLimits.DEFAULT));
    }

    @Singleton
    @Requires(beans = FileSystemCatalog.class)
    CatalogRefresher filesRefresher(FileSystemCatalog catalog) {
        return new CatalogRefresher(catalog::refresh);
    }

    @Singleton
    @Requires(beans = PostgresCatalog.class)
    CatalogRefresher postgresRefresher(PostgresCatalog catalog) {
        return new CatalogRefresher(catalog::refresh);
    }

    @Singleton
    CatalogLoaded catalogLoaded(Optional<PostgresCatalog> postgres) {
        return new CatalogLoaded(postgres.<BooleanSupplier>map(catalog -> catalog::loaded).orElse(() -> true));
    }

    @Singleton
    CatalogStatus catalogStatus(Optional<FileSystemCatalog> files, Optional<DemoCatalog> demo, Optional<PostgresCatalog> postgres) {
        if (files.isPresent()) {
            return new CatalogStatus(files.get().lastLoad().summary());
        }
        if (demo.isPresent()) {
            return new CatalogStatus(demo.get().lastLoad().summary());
        }
        return postgres.map(pg -> new CatalogStatus(pg.summaries().size() + " benchmarks, " + pg.ruleCount()
                        + " rules from PostgreSQL")).orElse(new CatalogStatus("unknown"));
    }

    /** Polls the backend; a poll that finds no change costs one folder walk or one small query. */
    @Singleton
    @Requires(beans = CatalogRefresher.class)
    static class CatalogRefreshJob {

        private final CatalogRefresher refresher;
        private final CatalogMonitor monitor;

        CatalogRefreshJob(CatalogRefresher refresher, CatalogMonitor monitor) {
            this.refresher = refresher;
            this.monitor = monitor;
        }

        @Scheduled(fixedDelay = "${stig.catalog.refresh-interval:5s}", initialDelay = "${stig.catalog.refresh-interval:5s}")
        void refresh() {
            refresher.refresh().run();
            monitor.refreshed();
        }
    }
}
