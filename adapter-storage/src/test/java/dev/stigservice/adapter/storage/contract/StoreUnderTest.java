package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.util.concurrent.Callable;

/** A store as the contract kit drives it; started empty, closed (and its data dropped) after each check. */
public interface StoreUnderTest extends AutoCloseable {

    /** Stores one document the way this backend is fed (a file in a folder, an import, ...), stored at its time. */
    void add(Document document) throws Exception;

    BenchmarkCatalog catalog();

    /** A new instance over what was stored, as the service would see it after a restart. */
    BenchmarkCatalog reopen() throws Exception;

    /**
     * A store that takes imports, built by its backend as the service builds it and fed through
     * {@link BenchmarkArchive#save}.
     *
     * @param settings what the backend reads (a database, a folder)
     * @param cleanup  drops the data (a schema, a database, a file)
     */
    static StoreUnderTest opened(StorageBackend backend, StoreSettings settings, AutoCloseable cleanup) {
        OpenStore store = backend.open(settings);
        BenchmarkArchive archive = store.archive().orElseThrow(() ->
                new IllegalArgumentException("the " + backend.name() + " backend takes no imports: give the kit a StoreUnderTest of its own"));
        return of(archive::save, store.catalog(), () -> backend.open(settings).catalog(), cleanup);
    }

    /** How a document gets into a store. */
    @FunctionalInterface
    interface Feed {
        void add(Document document) throws Exception;
    }

    /** A store from its parts. */
    static StoreUnderTest of(Feed feed, BenchmarkCatalog catalog, Callable<BenchmarkCatalog> reopen, AutoCloseable cleanup) {
        return new StoreUnderTest() {
            @Override
            public void add(Document document) throws Exception {
                feed.add(document);
            }

            @Override
            public BenchmarkCatalog catalog() {
                return catalog;
            }

            @Override
            public BenchmarkCatalog reopen() throws Exception {
                return reopen.call();
            }

            @Override
            public void close() throws Exception {
                cleanup.close();
            }
        };
    }
}
