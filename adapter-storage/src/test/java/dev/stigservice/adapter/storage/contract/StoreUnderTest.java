package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.opentest4j.TestAbortedException;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** A store as the contract kit drives it; started empty, closed (and its data dropped) after each check. */
public interface StoreUnderTest extends AutoCloseable {

    /** Stores one document the way this backend is fed (a file in a folder, an import, ...), stored at its time. */
    void add(Document document) throws Exception;

    BenchmarkCatalog catalog();

    /** The store as the import command fills it, for a store that takes imports; empty for one fed otherwise (a folder). */
    default Optional<BenchmarkArchive> archive() {
        return Optional.empty();
    }

    /** A new instance over what was stored, as the service would see it after a restart. */
    BenchmarkCatalog reopen() throws Exception;

    /**
     * A second instance over the same storage, open beside the first, as a second service behind a load balancer has
     * it: the kit checks that what is written through one is listed and given back by the other. A store that offers
     * none has that check skipped, with this reason.
     */
    default BenchmarkCatalog anotherInstance() throws Exception {
        throw new TestAbortedException("skipped: this StoreUnderTest opens no second instance over its storage: build it with "
                + "StoreUnderTest.opened, or say how (docs/guides/adding-a-storage-backend.md)");
    }

    /**
     * Makes the store's {@code nth} write fail (see {@link WriteFault#failWrite}); the kit's check "a save cut at any of
     * its writes leaves nothing" walks them.
     */
    default void failWrite(int nth) throws Exception {
        if (nth == 1) {
            failNextWrite();
        } else {
            throw new TestAbortedException("skipped: this StoreUnderTest cannot fail a save's later writes: give StoreUnderTest.opened "
                    + "a WriteFault that implements failWrite(nth) (FailingStatements does)");
        }
    }

    /** Whether the fault armed by {@link #failNextWrite} never met a write (see {@link WriteFault#stillArmed}). */
    default boolean writeFaultStillArmed() {
        return false;
    }

    /**
     * Makes the store's next write fail as its storage fails one (a connection lost, a disk that refuses a write): the
     * kit's check "a failed write is reported, and leaves nothing" calls it before one {@link BenchmarkArchive#save}.
     * A store that takes imports offers it through {@link #opened}'s {@link WriteFault}.
     */
    default void failNextWrite() throws Exception {
        throw new UnsupportedOperationException("this StoreUnderTest offers no way to fail a write: give StoreUnderTest.opened "
                + "a WriteFault (FailingStatements.around(dataSource) for a JDBC store; docs/guides/adding-a-storage-backend.md)");
    }

    /**
     * Makes the store's next read (a listing or a load) fail as its storage fails one: the kit's check "a failed read is
     * reported as a failure" calls it. A store offers it through a {@link WriteFault} that is also a {@link ReadFault}
     * ({@link FailingStatements} is both); one that does not has that check skipped, with this reason.
     */
    default void failNextRead() throws Exception {
        throw new TestAbortedException("skipped: this StoreUnderTest offers no way to fail a read: give it a fault that is also a "
                + "ReadFault (FailingStatements.around(dataSource) for a JDBC store; docs/guides/adding-a-storage-backend.md)");
    }

    /** Whether the fault armed by {@link #failNextRead} never met a read (see {@link ReadFault#readStillArmed}). */
    default boolean readFaultStillArmed() {
        return false;
    }

    /**
     * A store that takes imports, built by its backend as the service builds it and fed through
     * {@link BenchmarkArchive#save}. A restart closes the store (one that holds a file or a connection is
     * {@link AutoCloseable}) and opens it again; a second instance is opened beside it the same way, unless the backend
     * declares {@link StorageBackend#oneInstanceAtATime()}; every store opened is closed when the kit is done with it.
     *
     * @param settings what the backend reads (a database, a folder, its own settings)
     * @param fault    makes the store's next write fail where its storage does (for a JDBC store,
     *                 {@link FailingStatements} around the data source in {@code settings}); when it is also a
     *                 {@link ReadFault}, its next read too
     * @param cleanup  drops the data (a schema, a database, a file), after the stores are closed
     */
    static StoreUnderTest opened(StorageBackend backend, StoreSettings settings, WriteFault fault, AutoCloseable cleanup) {
        OpenStore store = backend.open(settings);
        BenchmarkArchive archive = store.archive().orElseThrow(() ->
                new IllegalArgumentException("the " + backend.name() + " backend takes no imports: give the kit a StoreUnderTest of its own"));
        Deque<BenchmarkCatalog> opened = new ArrayDeque<>(List.of(store.catalog()));
        List<BenchmarkCatalog> beside = new ArrayList<>();
        Callable<BenchmarkCatalog> restart = () -> {
            close(opened.pollLast());
            BenchmarkCatalog again = backend.open(settings).catalog();
            opened.add(again);
            return again;
        };
        Callable<BenchmarkCatalog> another = () -> {
            if (backend.oneInstanceAtATime()) {
                throw new TestAbortedException("skipped: the " + backend.name() + " backend declares that one instance at a time "
                        + "opens its storage (StorageBackend.oneInstanceAtATime()), so there is no second instance to check");
            }
            BenchmarkCatalog second;
            try {
                second = backend.open(settings).catalog();
            } catch (RuntimeException refused) {
                throw new AssertionError("the " + backend.name() + " backend could not open a second instance over the same storage "
                        + "while the first is open (" + refused + "), where a second service behind a load balancer opens one; a "
                        + "backend that serves one instance only must declare it (StorageBackend.oneInstanceAtATime())", refused);
            }
            beside.add(second);
            return second;
        };
        return of(archive::save, store.catalog(), restart, another, () -> {
            for (BenchmarkCatalog catalog : opened) {
                close(catalog);
            }
            for (BenchmarkCatalog catalog : beside) {
                close(catalog);
            }
            cleanup.close();
        }, archive, fault, fault instanceof ReadFault reads ? reads : null);
    }

    /**
     * The kit's form before write faults: the check "a failed write is reported, and leaves nothing" is skipped, with
     * that reason, for a store opened so.
     *
     * @deprecated give the store a {@link WriteFault}: {@link #opened(StorageBackend, StoreSettings, WriteFault, AutoCloseable)}
     *             (CHANGELOG.md, 0.1.0); this form goes in the release after it
     */
    @Deprecated(since = "0.1.0", forRemoval = true)
    static StoreUnderTest opened(StorageBackend backend, StoreSettings settings, AutoCloseable cleanup) {
        return opened(backend, settings, () -> {
            throw new TestAbortedException("skipped: this store was opened with StoreUnderTest.opened(backend, settings, cleanup), "
                    + "which offers no way to fail a write; give it a WriteFault (FailingStatements.around(dataSource) for a JDBC store, "
                    + "docs/guides/adding-a-storage-backend.md) to run this check");
        }, cleanup);
    }

    private static void close(BenchmarkCatalog catalog) throws Exception {
        if (catalog instanceof AutoCloseable closeable) {
            closeable.close();
        }
    }

    /** How a document gets into a store. */
    @FunctionalInterface
    interface Feed {
        void add(Document document) throws Exception;
    }

    /** A store from its parts, fed otherwise than by imports (it has no write of its own the kit could fail). */
    static StoreUnderTest of(Feed feed, BenchmarkCatalog catalog, Callable<BenchmarkCatalog> reopen, AutoCloseable cleanup) {
        return of(feed, catalog, reopen, cleanup, null, null);
    }

    /** A store from its parts; {@code archive} and {@code fault} null for one that takes no imports. */
    static StoreUnderTest of(Feed feed, BenchmarkCatalog catalog, Callable<BenchmarkCatalog> reopen, AutoCloseable cleanup,
                             BenchmarkArchive archive, WriteFault fault) {
        return of(feed, catalog, reopen, null, cleanup, archive, fault, fault instanceof ReadFault reads ? reads : null);
    }

    /**
     * A store from its parts; {@code another} opens a second instance over the same storage (null for a store that
     * offers none), {@code reads} fails its next read (null for one whose reads the kit cannot fail).
     */
    static StoreUnderTest of(Feed feed, BenchmarkCatalog catalog, Callable<BenchmarkCatalog> reopen, Callable<BenchmarkCatalog> another,
                             AutoCloseable cleanup, BenchmarkArchive archive, WriteFault fault, ReadFault reads) {
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
            public BenchmarkCatalog anotherInstance() throws Exception {
                return another == null ? StoreUnderTest.super.anotherInstance() : another.call();
            }

            @Override
            public Optional<BenchmarkArchive> archive() {
                return Optional.ofNullable(archive);
            }

            @Override
            public void failNextWrite() throws Exception {
                if (fault == null) {
                    StoreUnderTest.super.failNextWrite();
                } else {
                    fault.failNextWrite();
                }
            }

            @Override
            public void failWrite(int nth) throws Exception {
                if (fault == null) {
                    StoreUnderTest.super.failWrite(nth);
                } else {
                    fault.failWrite(nth);
                }
            }

            @Override
            public boolean writeFaultStillArmed() {
                return fault != null && fault.stillArmed();
            }

            @Override
            public void failNextRead() throws Exception {
                if (reads == null) {
                    StoreUnderTest.super.failNextRead();
                } else {
                    reads.failNextRead();
                }
            }

            @Override
            public boolean readFaultStillArmed() {
                return reads != null && reads.readStillArmed();
            }

            @Override
            public void close() throws Exception {
                cleanup.close();
            }
        };
    }
}
