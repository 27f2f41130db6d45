package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import org.opentest4j.TestAbortedException;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The store as a check drives it: a call that throws where the check expected an answer is said in the kit's words
 * ({@link Threw}: which call, on which document, what it threw, what it should have done), so that a report never
 * shows a store's own exception, or a cast, as the check's failure. A check that expects a failure (a fault armed)
 * still catches it as the {@link RuntimeException} it is.
 */
final class StoreCalls implements StoreUnderTest {

    /** The longest part of a store's own message a kit failure quotes. */
    private static final int QUOTED = 160;

    /** A store's call that threw, in the kit's words; the store's exception is its cause. */
    static final class Threw extends RuntimeException {
        private final String expected;

        Threw(String call, String expected, RuntimeException thrown) {
            super("the store's " + call + " threw " + quote(thrown), thrown);
            this.expected = expected;
        }

        /** The sentence of a check that expected an answer: what the store did, and what it should have done. */
        AssertionError asFailure(String check) {
            return new AssertionError("'" + check + "': " + getMessage() + ", where it should have " + expected, getCause());
        }
    }

    private final StoreUnderTest store;
    /** The file name of each key given, so that a failed load names the document. */
    private final Map<ContentKey, String> names = new ConcurrentHashMap<>();
    private final BenchmarkCatalog catalog;

    private StoreCalls(StoreUnderTest store) {
        this.store = store;
        this.catalog = catalog(store.catalog(), "");
    }

    static StoreUnderTest around(StoreUnderTest store) {
        return new StoreCalls(store);
    }

    @Override
    public void add(Document document) throws Exception {
        names.putIfAbsent(document.key(), document.fileName());
        callChecked("adding of " + document.fileName(), "kept it", () -> {
            store.add(document);
            return null;
        });
    }

    @Override
    public BenchmarkCatalog catalog() {
        return catalog;
    }

    @Override
    public Optional<BenchmarkArchive> archive() {
        return store.archive().map(archive -> document -> {
            names.putIfAbsent(document.key(), document.fileName());
            return call("save of " + document.fileName(), "answered true (saved) or false (kept before)", () -> archive.save(document));
        });
    }

    @Override
    public BenchmarkCatalog reopen() throws Exception {
        return catalog(callChecked("restart", "opened again over what it stored", store::reopen), " after a restart");
    }

    @Override
    public BenchmarkCatalog anotherInstance() throws Exception {
        return catalog(callChecked("second instance", "opened one over the same storage", store::anotherInstance), " of a second instance");
    }

    @Override
    public void failWrite(int nth) throws Exception {
        store.failWrite(nth);
    }

    @Override
    public boolean writeFaultStillArmed() {
        return store.writeFaultStillArmed();
    }

    @Override
    public void failNextWrite() throws Exception {
        store.failNextWrite();
    }

    @Override
    public void failNextRead() throws Exception {
        store.failNextRead();
    }

    @Override
    public boolean readFaultStillArmed() {
        return store.readFaultStillArmed();
    }

    @Override
    public void close() throws Exception {
        store.close();
    }

    private BenchmarkCatalog catalog(BenchmarkCatalog instance, String which) {
        return new BenchmarkCatalog() {
            @Override
            public List<DocumentEntry> documents() {
                return call("listing" + which, "listed what it keeps", instance::documents);
            }

            @Override
            public Optional<Document> load(ContentKey key) {
                return call("load" + which + " of " + names.getOrDefault(key, "key " + key.sha256().substring(0, 12)),
                        "given back the document, or answered it has none", () -> instance.load(key));
            }
        };
    }

    private static <T> T call(String call, String expected, Supplier<T> answer) {
        try {
            return answer.get();
        } catch (Threw | TestAbortedException notTheStores) {
            throw notTheStores; // said already, or a check that cannot run here
        } catch (RuntimeException thrown) {
            throw new Threw(call, expected, thrown);
        }
    }

    private static <T> T callChecked(String call, String expected, Callable<T> answer) throws Exception {
        try {
            return answer.call();
        } catch (Threw | TestAbortedException notTheStores) {
            throw notTheStores; // said already, or a check that cannot run here
        } catch (RuntimeException thrown) {
            throw new Threw(call, expected, thrown);
        }
    }

    private static String quote(RuntimeException thrown) {
        String message = String.valueOf(thrown.getMessage());
        return thrown.getClass().getSimpleName() + " (" + (message.length() > QUOTED ? message.substring(0, QUOTED) + "..." : message) + ")";
    }
}
