package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Working stores made wrong on purpose, the way real backends go wrong, to prove that the contract kit catches each
 * mistake for its own reason. They wrap any {@link StoreUnderTest}, so {@link BenchmarkCatalogContract} runs them over
 * every backend that runs the kit.
 */
public final class BrokenStores {

    /**
     * A mistake: its name, what the kit's first failure must say, and the store it makes of a working one.
     *
     * @param ofImports a mistake in saving, which only a store that takes imports can make
     * @param patience  how long the kit waits for its check of threads at once on this broken store at most: short for
     *                  one that hangs, so that proving the kit catches it does not wait out a bound meant for slow
     *                  healthy stores (the other checks keep their bounds: on a loaded machine they may take longer)
     * @param shownBy   what a store must offer for the kit to show this mistake on it (a read it can fail, a save's later
     *                  write), run on a new store: it aborts, with the reason, on a store that offers none
     */
    public record Mistake(String name, String reason, UnaryOperator<StoreUnderTest> breaking, boolean ofImports, Duration patience,
                          Probe shownBy) {

        /** Something to try on a store, which aborts when the store cannot do it. */
        @FunctionalInterface
        public interface Probe {
            void run(StoreUnderTest store) throws Exception;
        }

        /** The form before read faults: a mistake any store shows. */
        public Mistake(String name, String reason, UnaryOperator<StoreUnderTest> breaking, boolean ofImports, Duration patience) {
            this(name, reason, breaking, ofImports, patience, store -> { });
        }

        Mistake(String name, String reason, UnaryOperator<StoreUnderTest> breaking, Probe shownBy) {
            this(name, reason, breaking, true, Duration.ofMinutes(10), shownBy);
        }

        Mistake(String name, String reason, UnaryOperator<StoreUnderTest> breaking) {
            this(name, reason, breaking, false, Duration.ofMinutes(10));
        }

        Mistake(String name, String reason, UnaryOperator<StoreUnderTest> breaking, boolean ofImports) {
            this(name, reason, breaking, ofImports, Duration.ofMinutes(10));
        }
    }

    /** A store that hangs is found within this much of the concurrency check. */
    private static final Duration HANG_PATIENCE = Duration.ofSeconds(1);

    private static final int FOUR_MIB = 4 * 1024 * 1024;

    private BrokenStores() {
    }

    public static List<Mistake> all() {
        return List.of(
                new Mistake("truncates large documents", "large.xml: expected 94", bytes(content ->
                        content.length > FOUR_MIB ? Arrays.copyOf(content, FOUR_MIB) : content)),
                new Mistake("keeps text, not bytes", "every-byte-value.xml: byte 128 differs: expected 0x80 but got 0xef", bytes(content ->
                        new String(content, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8))),
                new Mistake("normalises line ends", "non-ascii-ünïcödé.xml: byte 41 differs: expected 0x0d but got 0x0a", bytes(content ->
                        new String(content, StandardCharsets.ISO_8859_1).replace("\r\n", "\n").getBytes(StandardCharsets.ISO_8859_1))),
                new Mistake("serves another document under a key", "every-byte-value.xml: its key gives back the bytes of", BrokenStores::anotherDocument),
                new Mistake("keeps one document per file name", "every document given must be listed: 32 given, 3 listed, 29 lost",
                        listing(entries -> List.copyOf(entries.stream().collect(Collectors.toMap(DocumentEntry::fileName, Function.identity(),
                                (one, other) -> one.storedAt().isAfter(other.storedAt()) ? one : other)).values()))),
                new Mistake("keeps stored times to the second", "stored at 2026-03-14T15:09:26.537Z came back as 2026-03-14T15:09:26Z",
                        listing(entries -> entries.stream().map(e -> new DocumentEntry(e.key(), e.fileName(), e.storedAt().truncatedTo(ChronoUnit.SECONDS))).toList())),
                new Mistake("keeps file names in a legacy character set", "file name came back as non-ascii-?n?c?d?.xml",
                        listing(entries -> entries.stream().map(e -> new DocumentEntry(e.key(), e.fileName().replaceAll("[^\\x00-\\x7F]", "?"), e.storedAt())).toList())),
                new Mistake("shifts stored times by an hour after a restart", "came back after a restart as 2026-03-14T16:09:26.537Z",
                        restarted(entries -> entries.stream().map(e -> new DocumentEntry(e.key(), e.fileName(), e.storedAt().plus(Duration.ofHours(1)))).toList())),
                new Mistake("changes keys across a restart", "not listed after a restart",
                        restarted(entries -> entries.stream().map(e -> new DocumentEntry(new ContentKey(Sha256.hex(e.fileName().getBytes(StandardCharsets.UTF_8))), e.fileName(), e.storedAt())).toList())),
                new Mistake("hangs when two threads use it at once", "'stays readable while it is written' did not finish within "
                        + HANG_PATIENCE.toSeconds() + " s", BrokenStores::sharedConnection, false, HANG_PATIENCE),
                new Mistake("answers true when saving a kept document, and keeps the new name and time",
                        "saving a kept document must answer false: kept.xml saved again as kept-again.xml answered true",
                        BrokenStores::savesAgain, true),
                new Mistake("swallows a failed write and answers true (a save that catches its store's error)",
                        "a write that failed must be reported as a failure, never as saved: failed-write.xml answered true",
                        BrokenStores::swallowsFailedWrites, true),
                new Mistake("lists what a failed write left half-written (an index updated before the write)",
                        "failed-write.xml: listed after its write failed (half-written)", BrokenStores::listsHalfWritten, true),
                new Mistake("keeps the same bytes under two file names", "twice: as first-name.xml and as second-name.xml",
                        BrokenStores::keepsEveryName),
                new Mistake("lists a key twice (a scan that meets a row again as the table grows)", "twice: as other.xml and as other.xml",
                        listing(entries -> {
                            if (entries.size() < 2) {
                                return entries;
                            }
                            List<DocumentEntry> again = new ArrayList<>(entries);
                            again.add(entries.stream().max(Comparator.comparing(DocumentEntry::fileName)
                                    .thenComparing(entry -> entry.key().sha256())).orElseThrow());
                            return again;
                        })),
                new Mistake("lists at most 1,000 documents", "a store must list every document: 5000 given, 1000 listed, 4000 lost",
                        listing(entries -> entries.stream().sorted(Comparator.comparing(DocumentEntry::fileName)).limit(1_000).toList())),
                new Mistake("saves in two writes, the entry and then the bytes, outside one transaction",
                        "cut-at-write-", BrokenStores::savesInTwoWrites, store -> store.failWrite(2)),
                new Mistake("caches its listing after the first read, updated by its own saves only",
                        "written-by-the-first.xml: written through one instance, not listed by another over the same storage",
                        BrokenStores::cachesItsListing, StoreUnderTest::anotherInstance),
                new Mistake("keeps what it loaded by file name, forgotten on its own saves only",
                        "given back by another with the bytes of the release it replaced (stale)",
                        BrokenStores::keepsLoadedByName, false, Duration.ofMinutes(10), StoreUnderTest::anotherInstance),
                new Mistake("fails a read when two threads use its one connection at once",
                        "while written, a read failed: the store's", BrokenStores::oneConnection),
                new Mistake("answers an empty listing when its storage cannot be read (a listing that catches its client's error)",
                        "a listing whose read failed must be reported as a failure, never answered: it answered 0 document(s)",
                        BrokenStores::emptyWhenUnreadable, false, Duration.ofMinutes(10), StoreUnderTest::failNextRead),
                new Mistake("answers absent when a document cannot be read (a load that catches its client's error)",
                        "a load whose read failed must be reported as a failure, never answered: read-back.xml answered absent",
                        BrokenStores::absentWhenUnreadable, false, Duration.ofMinutes(10), StoreUnderTest::failNextRead));
    }

    /**
     * Saving overwrites: a document saved again under another name answers true, and the listing then shows the last
     * name and time it was saved with.
     */
    private static StoreUnderTest savesAgain(StoreUnderTest store) {
        BenchmarkArchive archive = store.archive().orElseThrow();
        Map<ContentKey, DocumentEntry> overwritten = new ConcurrentHashMap<>();
        BenchmarkArchive overwriting = document -> {
            if (!archive.save(document)) {
                overwritten.put(document.key(), document.entry());
            }
            return true;
        };
        BenchmarkCatalog listing = new Decorated(store.catalog()) {
            @Override
            public List<DocumentEntry> documents() {
                return super.documents().stream().map(entry -> overwritten.getOrDefault(entry.key(), entry)).toList();
            }
        };
        return StoreUnderTest.of(overwriting::save, listing, store::reopen, store::anotherInstance, store, overwriting, faultsOf(store), faultsOf(store));
    }

    /** A save that catches whatever its store throws and answers true, as if the document were kept. */
    private static StoreUnderTest swallowsFailedWrites(StoreUnderTest store) {
        BenchmarkArchive archive = store.archive().orElseThrow();
        BenchmarkArchive swallowing = document -> {
            try {
                return archive.save(document);
            } catch (RuntimeException writeFailed) {
                return true;
            }
        };
        return StoreUnderTest.of(swallowing::save, store.catalog(), store::reopen, store::anotherInstance, store, swallowing, faultsOf(store),
                faultsOf(store));
    }

    /**
     * The listing answered from an index kept in memory and updated before the write: the store reports a failed write,
     * but the index goes on naming the document whose write failed (even where the store itself no longer answers),
     * until a restart.
     */
    private static StoreUnderTest listsHalfWritten(StoreUnderTest store) {
        BenchmarkArchive archive = store.archive().orElseThrow();
        List<DocumentEntry> index = new CopyOnWriteArrayList<>();
        BenchmarkArchive indexing = document -> {
            index.add(document.entry());
            boolean added = archive.save(document); // a failure leaves the entry indexed
            if (!added) {
                index.remove(document.entry());
            }
            return added;
        };
        BenchmarkCatalog listing = new Decorated(store.catalog()) {
            @Override
            public List<DocumentEntry> documents() {
                return List.copyOf(index);
            }
        };
        return StoreUnderTest.of(indexing::save, listing, store::reopen, store::anotherInstance, store, indexing, faultsOf(store), faultsOf(store));
    }

    /** Each name the same bytes come under is listed, as a folder of copies would be. */
    private static StoreUnderTest keepsEveryName(StoreUnderTest store) {
        List<DocumentEntry> copies = new CopyOnWriteArrayList<>();
        Map<ContentKey, String> firstNames = new ConcurrentHashMap<>();
        BenchmarkCatalog listing = new Decorated(store.catalog()) {
            @Override
            public List<DocumentEntry> documents() {
                List<DocumentEntry> all = new ArrayList<>(super.documents());
                all.addAll(copies);
                return all;
            }
        };
        return StoreUnderTest.of(document -> {
            String first = firstNames.putIfAbsent(document.key(), document.fileName());
            if (first != null && !first.equals(document.fileName())) {
                copies.add(document.entry());
            }
            store.add(document);
        }, listing, store::reopen, store::anotherInstance, store, store.archive().orElse(null), faultsOf(store), faultsOf(store));
    }

    /**
     * A save in two writes with nothing to join them: the document (its entry), then a companion holding its bytes. A
     * cut after the first leaves the entry listed with its bytes never written.
     */
    private static StoreUnderTest savesInTwoWrites(StoreUnderTest store) {
        BenchmarkArchive archive = store.archive().orElseThrow();
        String companion = ".bytes-of-";
        BenchmarkArchive twoWrites = document -> {
            boolean added = archive.save(document);
            archive.save(Document.of(companion + document.fileName(), document.key().sha256().getBytes(StandardCharsets.US_ASCII),
                    document.storedAt()));
            return added;
        };
        UnaryOperator<BenchmarkCatalog> hidingCompanions = catalog -> new Decorated(catalog) {
            @Override
            public List<DocumentEntry> documents() {
                return super.documents().stream().filter(entry -> !entry.fileName().startsWith(companion)).toList();
            }
        };
        return StoreUnderTest.of(twoWrites::save, hidingCompanions.apply(store.catalog()), () -> hidingCompanions.apply(store.reopen()),
                () -> hidingCompanions.apply(store.anotherInstance()), store, twoWrites, faultsOf(store), faultsOf(store));
    }

    /**
     * Each instance answers its listing from memory once it has read it, and adds what it saves itself: what another
     * instance saves it never lists.
     */
    private static StoreUnderTest cachesItsListing(StoreUnderTest store) {
        BenchmarkArchive archive = store.archive().orElseThrow();
        class Caching extends Decorated {
            private List<DocumentEntry> cached;

            Caching(BenchmarkCatalog catalog) {
                super(catalog);
            }

            @Override
            public synchronized List<DocumentEntry> documents() {
                if (cached == null) {
                    cached = new ArrayList<>(super.documents());
                }
                return List.copyOf(cached);
            }

            synchronized void saved(DocumentEntry entry) {
                if (cached != null) {
                    cached.add(entry);
                }
            }
        }
        Caching first = new Caching(store.catalog());
        BenchmarkArchive caching = document -> {
            boolean added = archive.save(document);
            if (added) {
                first.saved(document.entry());
            }
            return added;
        };
        return StoreUnderTest.of(caching::save, first, () -> new Caching(store.reopen()), () -> new Caching(store.anotherInstance()),
                store, caching, faultsOf(store), faultsOf(store));
    }

    /**
     * Each instance keeps the bytes it loaded by file name and forgets a name when it saves under it itself: a new
     * release saved under that name by another instance is given back with the bytes of the release before.
     */
    private static StoreUnderTest keepsLoadedByName(StoreUnderTest store) {
        class ByName extends Decorated {
            private final Map<String, byte[]> loaded = new ConcurrentHashMap<>();

            ByName(BenchmarkCatalog catalog) {
                super(catalog);
            }

            @Override
            public Optional<Document> load(ContentKey key) {
                Optional<DocumentEntry> entry = documents().stream().filter(listed -> listed.key().equals(key)).findFirst();
                byte[] kept = entry.map(listed -> loaded.get(listed.fileName())).orElse(null);
                if (kept != null) {
                    return Optional.of(new Document(entry.get(), kept));
                }
                Optional<Document> document = super.load(key);
                document.ifPresent(found -> loaded.put(found.fileName(), found.content()));
                return document;
            }

            void saved(String fileName) {
                loaded.remove(fileName);
            }
        }
        ByName first = new ByName(store.catalog());
        BenchmarkArchive archive = store.archive().map(own -> (BenchmarkArchive) document -> {
            boolean added = own.save(document);
            first.saved(document.fileName());
            return added;
        }).orElse(null);
        return StoreUnderTest.of(document -> {
            store.add(document);
            first.saved(document.fileName());
        }, first, () -> new ByName(store.reopen()), () -> new ByName(store.anotherInstance()), store, archive, faultsOf(store), faultsOf(store));
    }

    /**
     * One connection shared by every thread, whose client refuses a call while another is in flight (as a JDBC
     * connection or a Redis client not meant to be shared does): once two reads overlap, one fails with the client's
     * own exception.
     */
    private static StoreUnderTest oneConnection(StoreUnderTest store) {
        AtomicInteger inFlight = new AtomicInteger();
        class Connection implements SharedConnection {
            @Override
            public <T> T call(java.util.function.Supplier<T> call) {
                try {
                    if (inFlight.incrementAndGet() > 1) {
                        throw new IllegalStateException("connection in use by another thread");
                    }
                    return call.get();
                } finally {
                    inFlight.decrementAndGet();
                }
            }
        }
        return throughOneConnection(store, new Connection());
    }

    private static StoreUnderTest emptyWhenUnreadable(StoreUnderTest store) {
        return wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public List<DocumentEntry> documents() {
                try {
                    return catalog.documents();
                } catch (RuntimeException unreadable) {
                    return List.of();
                }
            }
        }, false);
    }

    private static StoreUnderTest absentWhenUnreadable(StoreUnderTest store) {
        return wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public Optional<Document> load(ContentKey key) {
                try {
                    return catalog.load(key);
                } catch (RuntimeException unreadable) {
                    return Optional.empty();
                }
            }
        }, false);
    }

    /** Every document the store gives back has its bytes passed through {@code change}. */
    private static UnaryOperator<StoreUnderTest> bytes(UnaryOperator<byte[]> change) {
        return store -> wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public Optional<Document> load(ContentKey key) {
                return catalog.load(key).map(document -> new Document(document.entry(), change.apply(document.content())));
            }
        }, false);
    }

    /** The listing passes through {@code change}. */
    private static UnaryOperator<StoreUnderTest> listing(UnaryOperator<List<DocumentEntry>> change) {
        return store -> wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public List<DocumentEntry> documents() {
                return change.apply(catalog.documents());
            }
        }, false);
    }

    /** The listing passes through {@code change} after a restart only. */
    private static UnaryOperator<StoreUnderTest> restarted(UnaryOperator<List<DocumentEntry>> change) {
        return store -> wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public List<DocumentEntry> documents() {
                return change.apply(catalog.documents());
            }
        }, true);
    }

    /** A key gives back the first listed document that is not its own, under the key asked for. */
    private static StoreUnderTest anotherDocument(StoreUnderTest store) {
        return wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public Optional<Document> load(ContentKey key) {
                Optional<ContentKey> other = catalog.documents().stream().map(DocumentEntry::key)
                        .filter(listed -> !listed.equals(key)).min(Comparator.comparing(ContentKey::sha256));
                return catalog.load(other.orElse(key)).map(document ->
                        new Document(new DocumentEntry(key, document.fileName(), document.storedAt()), document.content()));
            }
        }, false);
    }

    /**
     * One connection shared by every thread: once two calls overlap, the protocol is out of step and every call after
     * waits for an answer that never comes (until the thread is interrupted).
     */
    private static StoreUnderTest sharedConnection(StoreUnderTest store) {
        AtomicInteger inFlight = new AtomicInteger();
        AtomicBoolean outOfStep = new AtomicBoolean();
        CountDownLatch never = new CountDownLatch(1);
        class Connection implements SharedConnection {
            @Override
            public <T> T call(java.util.function.Supplier<T> call) {
                if (inFlight.incrementAndGet() > 1) {
                    outOfStep.set(true);
                }
                try {
                    if (outOfStep.get()) {
                        never.await();
                    }
                    return call.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while waiting for the shared connection", e);
                } finally {
                    inFlight.decrementAndGet();
                }
            }
        }
        return throughOneConnection(store, new Connection());
    }

    /** What a store's client does with each call when every thread shares one connection. */
    private interface SharedConnection {
        <T> T call(java.util.function.Supplier<T> call);
    }

    /** The store's listing and loads, each made through the one connection. */
    private static StoreUnderTest throughOneConnection(StoreUnderTest store, SharedConnection connection) {
        return wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public List<DocumentEntry> documents() {
                return connection.call(catalog::documents);
            }

            @Override
            public Optional<Document> load(ContentKey key) {
                return connection.call(() -> catalog.load(key));
            }
        }, false);
    }

    private static StoreUnderTest wrap(StoreUnderTest store, UnaryOperator<BenchmarkCatalog> breaking, boolean afterRestartOnly) {
        BenchmarkCatalog broken = afterRestartOnly ? store.catalog() : breaking.apply(store.catalog());
        return StoreUnderTest.of(store::add, broken, () -> breaking.apply(store.reopen()), () -> breaking.apply(store.anotherInstance()),
                store, store.archive().orElse(null), faultsOf(store), faultsOf(store));
    }

    /** The broken store fails its writes and reads where the store it wraps does, and says when a fault missed. */
    private static Faults faultsOf(StoreUnderTest store) {
        return new Faults() {
            @Override
            public void failNextWrite() throws Exception {
                store.failNextWrite();
            }

            @Override
            public void failWrite(int nth) throws Exception {
                store.failWrite(nth);
            }

            @Override
            public boolean stillArmed() {
                return store.writeFaultStillArmed();
            }

            @Override
            public void failNextRead() throws Exception {
                store.failNextRead();
            }

            @Override
            public boolean readStillArmed() {
                return store.readFaultStillArmed();
            }
        };
    }

    private interface Faults extends WriteFault, ReadFault {
    }

    private static class Decorated implements BenchmarkCatalog {
        private final BenchmarkCatalog catalog;

        Decorated(BenchmarkCatalog catalog) {
            this.catalog = catalog;
        }

        @Override
        public List<DocumentEntry> documents() {
            return catalog.documents();
        }

        @Override
        public Optional<Document> load(ContentKey key) {
            return catalog.load(key);
        }
    }
}
