package dev.stigservice.adapter.storage.contract;

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
     * A store that takes imports, fed through {@link BenchmarkArchive#save}.
     *
     * @param reopen  a new instance over the same data
     * @param cleanup drops the data (a schema, a database, a file)
     */
    static <S extends BenchmarkCatalog & BenchmarkArchive> StoreUnderTest archive(S store, Callable<BenchmarkCatalog> reopen,
                                                                                AutoCloseable cleanup) {
        return new StoreUnderTest() {
            @Override
            public void add(Document document) {
                store.save(document);
            }

            @Override
            public BenchmarkCatalog catalog() {
                return store;
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
