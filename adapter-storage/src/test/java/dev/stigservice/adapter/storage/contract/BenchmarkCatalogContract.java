package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.port.BenchmarkCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every store behind {@link BenchmarkCatalog} must do, as tests: keep every revision it is given, give each
 * back equal to what the reader read (over synthetic benchmarks with every shape the model holds, and every shared
 * sample where present), under keys that survive a restart, and stay readable while it is written. Which revision
 * a slug serves is not the store's business: the core's {@code CatalogPublisher} decides, tested in the application
 * module. A backend passes when a subclass that says how to feed it passes every test here. Published in
 * adapter-storage's test-jar: see docs/guides/adding-a-storage-backend.md.
 */
public abstract class BenchmarkCatalogContract {

    /** A store under test, started empty. */
    protected abstract StoreUnderTest newStore() throws Exception;

    private StoreUnderTest store;

    @BeforeEach
    void startStore() throws Exception {
        store = newStore();
    }

    @AfterEach
    void closeStore() throws Exception {
        store.close();
    }

    @Test
    void holdsNothingWhenEmpty() {
        StoreChecks.holdsNothingWhenEmpty(store);
    }

    @Test
    void keepsEveryRevisionItIsGiven() throws Exception {
        StoreChecks.keepsEveryRevisionItIsGiven(store);
    }

    @Test
    void givesBackExactlyWhatTheReaderRead() throws Exception {
        StoreChecks.givesBackExactlyWhatTheReaderRead(store);
    }

    @Test
    void givesEachKeyItsOwnRevision() throws Exception {
        StoreChecks.givesEachKeyItsOwnRevision(store);
    }

    @Test
    void summariesAgreeWithTheirModels() throws Exception {
        StoreChecks.summariesAgreeWithTheirModels(store);
    }

    @Test
    void keepsTheSameDocumentOnce() throws Exception {
        StoreChecks.keepsTheSameDocumentOnce(store);
    }

    @Test
    void keepsKeysAndModelsAcrossARestart() throws Exception {
        StoreChecks.keepsKeysAndModelsAcrossARestart(store);
    }

    @Test
    void givesBackEverySharedSample() throws Exception {
        StoreChecks.givesBackEverySharedSample(store);
    }

    @Test
    void staysReadableWhileItIsWritten() throws Exception {
        StoreChecks.staysReadableWhileItIsWritten(store);
    }
}
