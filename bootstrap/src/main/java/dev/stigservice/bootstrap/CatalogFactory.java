package dev.stigservice.bootstrap;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.stigservice.adapter.search.LuceneRuleSearch;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.adapter.storage.files.XccdfFiles;
import dev.stigservice.adapter.storage.xccdf.DisaCciListReader;
import dev.stigservice.adapter.storage.xccdf.ScapDataStreams;
import dev.stigservice.adapter.storage.xccdf.XccdfBenchmarkReader;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.publication.CatalogPublisher;
import dev.stigservice.application.publication.ModelCache;
import dev.stigservice.application.publication.PublicationSearch;
import dev.stigservice.application.publication.CurrentPublication;
import dev.stigservice.application.publication.Readiness;
import dev.stigservice.application.publication.RuleIndexer;
import dev.stigservice.application.publication.StoredDocuments;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.BenchmarkFiles;
import dev.stigservice.domain.port.RuleSearch;
import io.micronaut.context.BeanContext;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.env.Environment;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.Async;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * Chooses the store with {@code stig.storage.backend}, among the backends on the class path ({@link StorageBackend}):
 * {@code files} (the default) reads {@code stig.catalog.directory}, or the bundled demo catalog when that is not set;
 * the database backends read the database configured under {@code datasources.default}. Whatever the store, the core's
 * {@link CatalogPublisher} publishes it, read once before the server listens and then on the refresh schedule, and the
 * core's other publication objects serve it: {@link CurrentPublication}, {@link ModelCache}, {@link RuleIndexer}, {@link PublicationSearch} and
 * {@link Readiness}. The search catches up after each refresh: the first time once the server listens, so that a start
 * neither waits for the index nor shares its cores with it.
 */
@Factory
class CatalogFactory {

    private static final String BACKEND = "stig.storage.backend";

    /** The chosen backend, checked before any store is built: a misspelt name stops the start and says why. */
    @Singleton
    StorageBackend storageBackend(@Value("${" + BACKEND + ":files}") String name) {
        return StorageBackend.named(name).orElseThrow(() -> new ConfigurationException(
                BACKEND + ": '" + name + "' is not one of " + StorageBackend.names(StorageBackend.all(), ", ")));
    }

    /**
     * The pool is built only for a backend that reads the database; a backend's own settings record
     * ({@code stig.storage.<name>.*}) is bound and validated as every other setting, when the backend asks for it.
     */
    @Singleton
    OpenStore store(StorageBackend backend, CatalogSettings settings, BeanProvider<HikariDataSource> database, BeanContext beans,
                    Environment environment) {
        backend.requiredSettings().forEach((setting, example) -> {
            if (environment.getProperty(setting, String.class).isEmpty()) {
                throw new ConfigurationException(BACKEND + "=" + backend.name() + " needs " + setting + ", e.g. " + example);
            }
        });
        try {
            return backend.open(new StoreSettings(Optional.ofNullable(settings.directory()).map(Path::of), database::get,
                    beans::getBean));
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(e.getMessage(), e);
        }
    }

    @Singleton
    BenchmarkCatalog benchmarkCatalog(OpenStore store) {
        return store.catalog();
    }

    /** Connections are opened lazily: a database that is not up yet makes the service not ready, not a failed start. */
    @Singleton
    @Bean(preDestroy = "close")
    HikariDataSource dataSource(DatabaseSettings settings) {
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

    /** How the catalog and the import read a stored document: a benchmark, or DISA's CCI list. */
    @Singleton
    DocumentContent documentContent() {
        return new DocumentContent(new XccdfBenchmarkReader(), new DisaCciListReader(), new ScapDataStreams());
    }

    /**
     * Full-text search over the rules, with Lucene: each revision indexed once, after the catalog that brought it (or as
     * it is read, beyond the {@code stig.catalog.models-kept} models a refresh keeps for the search). The
     * index is in files under the JVM's temporary folder ({@code java.io.tmpdir}), mapped into memory rather than held
     * on the heap, and deleted when the service stops.
     */
    @Singleton
    @Bean(preDestroy = "close")
    LuceneRuleSearch ruleSearch() {
        return LuceneRuleSearch.inNewFolderUnder(Path.of(System.getProperty("java.io.tmpdir")));
    }

    @Singleton
    StoredDocuments storedDocuments(OpenStore store, BenchmarkCatalog catalog, DocumentContent content) {
        return new StoredDocuments(catalog, content, store.name());
    }

    /** The parsed models a request reads, {@code stig.catalog.models-kept} of them at most. */
    @Singleton
    ModelCache models(StoredDocuments documents, CatalogSettings settings) {
        return new ModelCache(documents, settings.modelsKept());
    }

    @Singleton
    RuleIndexer ruleIndex() {
        return new RuleIndexer();
    }

    @Singleton
    PublicationSearch catalogSearch(RuleSearch search, StoredDocuments documents, CatalogSettings settings) {
        return new PublicationSearch(search, documents, Clock.systemUTC(), settings.modelsKept());
    }

    @Singleton
    Readiness readiness(OpenStore store, CurrentPublication published, PublicationSearch search) {
        return new Readiness(store.name(), published, search, Clock.systemUTC());
    }

    /** The published state the use cases are answered from (as {@code PublishedBenchmarks}); the publisher swaps it. */
    @Singleton
    CurrentPublication currentPublication() {
        return new CurrentPublication();
    }

    @Context // built at startup, so the catalog is read before the first request
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    CatalogPublisher catalogPublisher(StoredDocuments documents, CurrentPublication published, RuleIndexer index, PublicationSearch search,
                                      Readiness readiness) {
        return publishedOnce(documents, published, index, search, readiness);
    }

    /** A command that answers from the catalog (checklist) reads it once, when it asks for it: no schedule, no search. */
    @Singleton
    @Requires(env = CommandsFactory.ENVIRONMENT)
    CatalogPublisher commandCatalogPublisher(StoredDocuments documents, CurrentPublication published, RuleIndexer index,
                                             PublicationSearch search, Readiness readiness) {
        return publishedOnce(documents, published, index, search, readiness);
    }

    private static CatalogPublisher publishedOnce(StoredDocuments documents, CurrentPublication published, RuleIndexer index,
                                                  PublicationSearch search, Readiness readiness) {
        CatalogPublisher publisher = new CatalogPublisher(documents, published, index, search, readiness);
        publisher.refresh();
        return publisher;
    }

    /**
     * Polls the store; a poll that finds no change costs one folder walk or one small query. The search catches up once
     * the server listens, then after every poll.
     */
    @Singleton
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    static class CatalogRefreshJob {

        private final CatalogPublisher publisher;

        CatalogRefreshJob(CatalogPublisher publisher) {
            this.publisher = publisher;
        }

        @EventListener
        @Async(TaskExecutors.BLOCKING)
        void serverListens(ServerStartupEvent started) {
            publisher.catchUpSearch();
        }

        @Scheduled(fixedDelay = "${stig.catalog.refresh-interval:5s}", initialDelay = "${stig.catalog.refresh-interval:5s}")
        void refresh() {
            publisher.refresh();
            publisher.catchUpSearch();
        }
    }
}
