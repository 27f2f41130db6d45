package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Assumptions;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * What every store behind {@link BenchmarkCatalog} must do, one {@link Check} per rule, each on a store that starts
 * empty: keep every document it is given, byte for byte, under its key, file name and stored time, across a restart,
 * while it is read and written at once, and list thousands. Each check has a time bound, and every failure names the
 * document and the first difference. {@link BenchmarkCatalogContract} runs them; {@link BrokenStores} proves each can fail.
 */
public final class StoreChecks {

    /** One rule of the kit: what it is called, how long it may take at most, and what it does to a store. */
    public record Check(String name, Duration bound, Body body) {

        public interface Body {
            void run(StoreUnderTest store) throws Exception;
        }

        /** Runs on the store; a check that does not finish within its bound fails, named. */
        public void runOn(StoreUnderTest store) {
            runOn(store, bound);
        }

        /**
         * Runs within {@code patience} at most where this is the check that uses the store from several threads at
         * once (where a store hangs) and patience is shorter than its bound; any other check within its own bound, so
         * that a loaded machine does not fail it early.
         */
        public void runOn(StoreUnderTest store, Duration patience) {
            Duration within = bound.equals(CONCURRENCY_BOUND) && patience.compareTo(bound) < 0 ? patience : bound;
            try {
                assertTimeoutPreemptively(within, () -> body.run(StoreCalls.around(store)),
                        () -> "'" + name + "' did not finish within " + within.toSeconds() + " s");
            } catch (StoreCalls.Threw threw) {
                throw threw.asFailure(name);
            }
        }
    }

    private static final Duration BOUND = Duration.ofSeconds(60);

    /** Within this bound a healthy store serves four readers and a writer; a store that hangs fails it fast. */
    static final Duration CONCURRENCY_BOUND = Duration.ofSeconds(5);

    /** The kit, cheapest checks first. */
    public static final List<Check> ALL = List.of(
            new Check("holds nothing when empty", BOUND, StoreChecks::holdsNothingWhenEmpty),
            new Check("gives back every byte", BOUND, StoreChecks::givesBackEveryByte),
            new Check("keeps every document it is given", BOUND, StoreChecks::keepsEveryDocumentItIsGiven),
            new Check("keeps the same document once", BOUND, StoreChecks::keepsTheSameDocumentOnce),
            new Check("keeps file names and stored times", BOUND, StoreChecks::keepsFileNamesAndStoredTimes),
            new Check("saving a kept document answers false and changes nothing", BOUND, StoreChecks::savingAKeptDocumentChangesNothing),
            new Check("keeps the same bytes once, under the first name", BOUND, StoreChecks::keepsTheSameBytesOnceUnderTheFirstName),
            new Check("keeps everything across a restart", BOUND, StoreChecks::keepsEverythingAcrossARestart),
            new Check("two instances on one store see each other's writes", BOUND, StoreChecks::twoInstancesSeeEachOthersWrites),
            new Check("a document replaced by one instance is never served stale by another", BOUND,
                    StoreChecks::aReplacedDocumentIsNeverServedStale),
            new Check("a failed write is reported as a failure and leaves nothing", BOUND, StoreChecks::aFailedWriteIsReportedAndLeavesNothing),
            new Check("a save cut at any of its writes leaves nothing", BOUND, StoreChecks::aSaveCutAtAnyOfItsWritesLeavesNothing),
            new Check("a failed read is reported as a failure", BOUND, StoreChecks::aFailedReadIsReportedAsAFailure),
            new Check("gives back every shared sample", BOUND, StoreChecks::givesBackEverySharedSample),
            new Check("stays readable while it is written", CONCURRENCY_BOUND, StoreChecks::staysReadableWhileItIsWritten),
            new Check("lists 5,000 documents", Duration.ofSeconds(240), StoreChecks::listsFiveThousandDocuments));

    private StoreChecks() {
    }

    static void holdsNothingWhenEmpty(StoreUnderTest store) {
        if (!store.catalog().documents().isEmpty()) {
            fail("an empty store lists " + store.catalog().documents().size() + " document(s)");
        }
        if (store.catalog().load(new ContentKey(Sha256.hex(new byte[]{1}))).isPresent()) {
            fail("an empty store gives back a document");
        }
    }

    static void givesBackEveryByte(StoreUnderTest store) throws Exception {
        List<Document> given = List.of(TestDocuments.everyByteValue(), TestDocuments.nonAscii(), TestDocuments.large(),
                TestDocuments.document("shapes.xml", TestBenchmarks.everyShape("Every_Shape_STIG", "2"), 4));
        addAll(store, given);
        assertGivenBack(store.catalog(), given);
    }

    static void keepsEveryDocumentItIsGiven(StoreUnderTest store) throws Exception {
        List<Document> given = new ArrayList<>();
        for (int release = 1; release <= 30; release++) { // DISA names every release of a benchmark alike
            given.add(TestDocuments.document("U_Many_Revisions_STIG_Manual-xccdf.xml",
                    TestBenchmarks.xccdf("Many_Revisions_STIG", "1", String.valueOf(release), "01 Jan 2026", 3), release));
        }
        given.add(TestDocuments.benchmark("other.xml", 1));
        given.add(TestDocuments.benchmark("another.xml", 2));
        addAll(store, given);
        assertAllListed("every document given must be listed", given, store.catalog().documents());
    }

    static void keepsTheSameDocumentOnce(StoreUnderTest store) throws Exception {
        Document twice = TestDocuments.benchmark("twice.xml", 7);
        store.add(twice);
        store.add(twice);
        List<DocumentEntry> listed = store.catalog().documents();
        if (listed.size() != 1) {
            fail("a document given twice must be listed once: listed " + listed.size() + " times");
        }
    }

    /** The same bytes under another name later are the document kept first: one key, listed once, as first given. */
    static void keepsTheSameBytesOnceUnderTheFirstName(StoreUnderTest store) throws Exception {
        Document first = TestDocuments.benchmark("first-name.xml", 11);
        Document again = new Document(new DocumentEntry(first.key(), "second-name.xml", first.storedAt().plusSeconds(60)), first.content());
        store.add(first);
        store.add(again);
        List<DocumentEntry> listed = store.catalog().documents();
        assertEachKeyOnce(listed);
        assertEntries(" after the same bytes came again as second-name.xml", List.of(first), listed);
    }

    /** For a store that takes imports: what {@code save} answers, and that a second save leaves the first as it was. */
    static void savingAKeptDocumentChangesNothing(StoreUnderTest store) throws Exception {
        Assumptions.assumeTrue(store.archive().isPresent(), "the store takes no imports: nothing is saved through BenchmarkArchive");
        Document kept = TestDocuments.benchmark("kept.xml", 12);
        if (!store.archive().get().save(kept)) {
            fail("saving a new document must answer true: kept.xml answered false");
        }
        Document again = new Document(new DocumentEntry(kept.key(), "kept-again.xml", kept.storedAt().plusSeconds(3600)), kept.content());
        if (store.archive().get().save(again)) {
            fail("saving a kept document must answer false: kept.xml saved again as kept-again.xml answered true");
        }
        assertEntries(" after it was saved again as kept-again.xml", List.of(kept), store.catalog().documents());
        assertGivenBack(store.catalog(), List.of(kept));
    }

    static void keepsFileNamesAndStoredTimes(StoreUnderTest store) throws Exception {
        List<Document> given = List.of(TestDocuments.nonAscii(), TestDocuments.benchmark("U_Plain_STIG_V1R1_Manual-xccdf.xml", 3));
        addAll(store, given);
        assertEntries("", given, store.catalog().documents());
    }

    static void keepsEverythingAcrossARestart(StoreUnderTest store) throws Exception {
        List<Document> given = List.of(TestDocuments.nonAscii(), TestDocuments.benchmark("a.xml", 1), TestDocuments.benchmark("b.xml", 2));
        addAll(store, given);
        BenchmarkCatalog restarted = store.reopen();
        assertEntries(" after a restart", given, restarted.documents());
        assertGivenBack(restarted, given);
    }

    /**
     * For a store that takes imports: a write its storage fails (the store's {@link StoreUnderTest#failNextWrite}) is
     * reported as a failure, an exception the import command names, never answered as saved (true) or as kept before
     * (false); and nothing of it is listed or given back, by the store as it goes on (where it still answers) nor after a
     * restart. What was kept before stays as it was.
     */
    static void aFailedWriteIsReportedAndLeavesNothing(StoreUnderTest store) throws Exception {
        Assumptions.assumeTrue(store.archive().isPresent(), "the store takes no imports: nothing is saved through BenchmarkArchive");
        Document kept = TestDocuments.benchmark("kept-before.xml", 21);
        store.archive().get().save(kept);
        Document failed = TestDocuments.benchmark("failed-write.xml", 22);
        try {
            store.failNextWrite();
        } catch (UnsupportedOperationException none) {
            fail(none.getMessage());
        }
        boolean answered;
        try {
            answered = store.archive().get().save(failed);
        } catch (RuntimeException reported) {
            assertNothingOf(failed, " after its write failed", kept, store.catalog(), true);
            assertNothingOf(failed, " after its write failed and a restart", kept, store.reopen(), false);
            return;
        }
        if (store.writeFaultStillArmed()) {
            fail("the kit's write fault never met the store's write of failed-write.xml, so the check could not fail it (a "
                    + "FailingStatements sees statements that begin INSERT, UPDATE, DELETE, MERGE, REPLACE or UPSERT, batches and "
                    + "commits, on connections of its data source): a JDBC store must write through FailingStatements.dataSource(), "
                    + "and a store of another kind must fail its write where that write goes (its WriteFault)");
        }
        fail("a write that failed must be reported as a failure, never as saved: failed-write.xml answered " + answered
                + (answered ? " (saved)" : " (kept before)"));
    }

    /**
     * For a store that takes imports: a save cut at its second write, its third, and so on until a save finishes before
     * the cut (the failed-write check cuts the first), is reported as a failure and leaves nothing of the document, as
     * the store goes on and after a restart; the save that finishes gives the document back whole. A save made of
     * several writes outside one transaction (the entry, then the bytes) leaves an entry without its bytes here.
     */
    static void aSaveCutAtAnyOfItsWritesLeavesNothing(StoreUnderTest store) throws Exception {
        Assumptions.assumeTrue(store.archive().isPresent(), "the store takes no imports: nothing is saved through BenchmarkArchive");
        BenchmarkArchive archive = store.archive().get();
        Document kept = TestDocuments.benchmark("kept-before-cuts.xml", 26);
        archive.save(kept);
        List<Document> cut = new ArrayList<>();
        for (int nth = 2; ; nth++) {
            Document saved = TestDocuments.benchmark("cut-at-write-" + nth + ".xml", 30 + nth);
            store.failWrite(nth);
            try {
                archive.save(saved);
            } catch (RuntimeException reported) {
                assertNothingOf(saved, " after its write " + nth + " failed", kept, store.catalog(), true);
                cut.add(saved);
                continue;
            }
            if (!store.writeFaultStillArmed()) {
                fail("a save whose write " + nth + " failed must be reported as a failure, never answered: " + saved.fileName());
            }
            assertGivenBack(store.catalog(), List.of(kept, saved)); // its writes were fewer than nth: saved whole
            break;
        }
        BenchmarkCatalog restarted = store.reopen();
        for (Document half : cut) {
            if (restarted.documents().stream().anyMatch(entry -> entry.key().equals(half.key()) || entry.fileName().equals(half.fileName()))) {
                fail(half.fileName() + ": listed after its save was cut and a restart (half-written)");
            }
        }
    }

    /**
     * Two instances over the same storage, both running (each has listed once), as two services behind a load balancer:
     * what is written through the first (its archive, for a store that takes imports) is listed and given back by the
     * second at its next listing, which is the service's next refresh. A store that answers from what it remembers
     * shows nothing another instance imported.
     */
    static void twoInstancesSeeEachOthersWrites(StoreUnderTest store) throws Exception {
        BenchmarkCatalog first = store.catalog();
        BenchmarkCatalog second = store.anotherInstance();
        Document before = TestDocuments.benchmark("before-both.xml", 24);
        store.add(before);
        for (BenchmarkCatalog instance : List.of(first, second)) {
            if (!instance.documents().contains(before.entry())) {
                fail("before-both.xml: not listed by " + (instance == first ? "the instance it was written through" : "a second instance"));
            }
        }
        Document later = TestDocuments.benchmark("written-by-the-first.xml", 25);
        store.add(later);
        if (!second.documents().contains(later.entry())) {
            fail("written-by-the-first.xml: written through one instance, not listed by another over the same storage at its next "
                    + "listing (a store must ask its storage on every listing: the service lists on each refresh)");
        }
        assertGivenBack(second, List.of(before, later));
        assertGivenBack(first, List.of(before, later));
    }

    /**
     * Two instances over the same storage, the second having given back a document: a new document under that file name
     * written through the first (DISA names every release of a benchmark alike) is listed by the second at its next
     * listing and given back with its own bytes, never with the bytes the second gave back before under that name; and
     * both list the same documents. An instance that keeps what it loaded by file name serves the replaced release.
     */
    static void aReplacedDocumentIsNeverServedStale(StoreUnderTest store) throws Exception {
        BenchmarkCatalog first = store.catalog();
        BenchmarkCatalog second = store.anotherInstance();
        String name = "U_Replaced_STIG_Manual-xccdf.xml";
        Document replaced = TestDocuments.document(name, TestBenchmarks.xccdf("Replaced_STIG", "1", "1", "01 Jan 2026", 3), 40);
        store.add(replaced);
        if (!second.documents().contains(replaced.entry()) || second.load(replaced.key()).isEmpty()) {
            fail(name + ": written through one instance, not listed and given back by a second over the same storage");
        }
        Document replacing = TestDocuments.document(name, TestBenchmarks.xccdf("Replaced_STIG", "1", "2", "01 Feb 2026", 3), 41);
        store.add(replacing);
        List<DocumentEntry> listed = second.documents();
        if (!listed.contains(replacing.entry())) {
            fail(name + ": its new release, written through one instance, not listed by another at its next listing");
        }
        Document given = second.load(replacing.key()).orElse(null);
        if (given == null || !given.matchesKey()) {
            fail(name + ": its new release, written through one instance, given back by another "
                    + (given == null ? "as absent" : Arrays.equals(given.content(), replaced.content())
                    ? "with the bytes of the release it replaced (stale): a store must not keep what it loaded by file name"
                    : "with bytes that are not its own"));
        }
        if (!Set.copyOf(listed).equals(Set.copyOf(first.documents()))) {
            fail(name + ": after a new release was written through one instance, two instances list different documents");
        }
    }

    /**
     * A read its storage fails (the store's {@link StoreUnderTest#failNextRead}), of the listing or of one document, is
     * reported as a failure, never answered as an empty or shorter listing or as an absent document: the service keeps
     * what it has and says why it is not ready only when the store says it could not read. The next read works again.
     */
    static void aFailedReadIsReportedAsAFailure(StoreUnderTest store) throws Exception {
        Document kept = TestDocuments.benchmark("read-back.xml", 23);
        store.add(kept);
        BenchmarkCatalog catalog = store.catalog();
        catalog.documents(); // a store running for a while: what it does once, at its first listing, is done
        store.failNextRead();
        List<DocumentEntry> listed = null;
        try {
            listed = catalog.documents();
        } catch (RuntimeException reported) {
            // as it must: the listing could not be read
        }
        if (listed != null) {
            failUnlessFaultMissed(store, "listing");
            fail("a listing whose read failed must be reported as a failure, never answered: it answered " + listed.size()
                    + " document(s)" + (listed.isEmpty() ? ", so the service would serve an empty library and call itself ready" : ""));
        }
        store.failNextRead();
        Optional<Document> loaded = null;
        try {
            loaded = catalog.load(kept.key());
        } catch (RuntimeException reported) {
            // as it must: the document could not be read
        }
        if (loaded != null) {
            failUnlessFaultMissed(store, "load");
            fail("a load whose read failed must be reported as a failure, never answered: read-back.xml answered "
                    + (loaded.isEmpty() ? "absent, as if it had never been stored" : "present"));
        }
        if (!catalog.documents().contains(kept.entry()) || catalog.load(kept.key()).isEmpty()) {
            fail("read-back.xml: not given back by the read after a failed one (a failed read must not stay failed)");
        }
    }

    private static void failUnlessFaultMissed(StoreUnderTest store, String read) {
        if (store.readFaultStillArmed()) {
            fail("the kit's read fault never met the store's " + read + ", so the check could not fail it: a JDBC store must read "
                    + "through FailingStatements.dataSource(), a store of another kind must fail its read where that read goes (its "
                    + "ReadFault), and a store that answers from memory must still ask its storage (another instance may have written)");
        }
    }

    /**
     * After a failed write, the catalog lists what was kept before and nothing of the failed document, and gives none of
     * its bytes back; a store that no longer answers at all (its storage gone) may fail to list until it is restarted.
     */
    private static void assertNothingOf(Document failed, String when, Document kept, BenchmarkCatalog catalog, boolean mayNotAnswer) {
        List<DocumentEntry> listed;
        try {
            listed = catalog.documents();
        } catch (RuntimeException storeDown) {
            if (mayNotAnswer) {
                return;
            }
            throw storeDown;
        }
        if (listed.stream().anyMatch(entry -> entry.key().equals(failed.key()) || entry.fileName().equals(failed.fileName()))) {
            fail(failed.fileName() + ": listed" + when + " (half-written)");
        }
        if (catalog.load(failed.key()).isPresent()) {
            fail(failed.fileName() + ": given back" + when + " (half-written)");
        }
        assertEntries(when, List.of(kept), listed);
        if (listed.size() != 1) {
            fail("1 document kept before a failed write, " + listed.size() + " listed" + when);
        }
    }

    /** Skipped, with the reason, where the shared samples are absent. */
    static void givesBackEverySharedSample(StoreUnderTest store) throws Exception {
        Path samples = StigSamples.directory();
        BundleReader bundles = new BundleReader(BundleLimits.DEFAULT);
        Map<ContentKey, Document> given = new HashMap<>();
        for (Path file : BundleReader.filesBelow(samples)) {
            String name = file.getFileName().toString();
            if (BundleReader.isXml(name) || BundleReader.isZip(name)) {
                bundles.read(file, name, Files.getLastModifiedTime(file).toInstant()).forEach(document -> given.putIfAbsent(document.key(), document));
            }
        }
        Assumptions.assumeFalse(given.isEmpty(), "no document among the samples at " + samples);
        addAll(store, List.copyOf(given.values()));
        assertGivenBack(store.catalog(), List.copyOf(given.values()));
    }

    static void staysReadableWhileItIsWritten(StoreUnderTest store) throws Exception {
        store.add(TestDocuments.benchmark("base.xml", 0));
        AtomicBoolean writing = new AtomicBoolean(true);
        List<String> problems = new CopyOnWriteArrayList<>();
        ExecutorService readers = Executors.newFixedThreadPool(4, runnable -> Thread.ofPlatform().daemon().unstarted(runnable));
        // The writer starts once every reader has read once: on a loaded machine the readers could otherwise start only
        // after the last write, and never read at once (a store that hangs then did pass).
        CountDownLatch everyReaderRead = new CountDownLatch(4);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                running.add(readers.submit(() -> {
                    try {
                        readEverything(store, problems);
                    } finally {
                        everyReaderRead.countDown();
                    }
                    while (writing.get()) {
                        readEverything(store, problems);
                    }
                }));
            }
            everyReaderRead.await();
            try {
                for (int i = 1; i <= 15; i++) {
                    store.add(TestDocuments.benchmark("added-" + i + ".xml", i));
                }
            } finally {
                writing.set(false);
            }
            for (Future<?> reader : running) {
                reader.get();
            }
        } finally {
            readers.shutdownNow();
        }
        if (!problems.isEmpty()) {
            fail("while written, " + problems.getFirst() + " (" + problems.size() + " such reads): a store must serve several "
                    + "readers while it is written, as the service's requests read it during an import");
        }
        if (store.catalog().documents().size() != 16) {
            fail("16 documents given while read, " + store.catalog().documents().size() + " listed");
        }
    }

    /**
     * Every listed document loaded once, each one that is not given back whole noted in {@code problems}, and a read
     * that threw (a store on one connection that two threads share) noted with what it threw.
     */
    private static void readEverything(StoreUnderTest store, List<String> problems) {
        try {
            for (DocumentEntry entry : store.catalog().documents()) {
                Optional<Document> loaded = store.catalog().load(entry.key());
                if (loaded.isEmpty() || !loaded.get().key().equals(entry.key()) || !loaded.get().matchesKey()) {
                    problems.add(entry.fileName() + " was listed but not given back whole");
                }
            }
        } catch (RuntimeException threw) {
            problems.add("a read failed: " + threw.getMessage());
        }
    }

    static void listsFiveThousandDocuments(StoreUnderTest store) throws Exception {
        List<Document> given = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            given.add(TestDocuments.document("many-" + i + ".xml", ("<document number=\"" + i + "\"/>\n").getBytes(StandardCharsets.US_ASCII), i));
        }
        addAll(store, given);
        assertAllListed("a store must list every document", given, store.catalog().documents());
    }

    private static void addAll(StoreUnderTest store, List<Document> documents) throws Exception {
        for (Document document : documents) {
            store.add(document);
        }
    }

    /** A listing names each key once: a store whose scan can meet an entry twice (a table growing under it) must not pass it on. */
    private static void assertEachKeyOnce(List<DocumentEntry> listed) {
        Map<ContentKey, DocumentEntry> seen = new HashMap<>();
        for (DocumentEntry entry : listed) {
            DocumentEntry before = seen.putIfAbsent(entry.key(), entry);
            if (before != null) {
                fail("the listing names key " + entry.key().sha256().substring(0, 12) + " twice: as " + before.fileName()
                        + " and as " + entry.fileName());
            }
        }
    }

    private static void assertAllListed(String rule, List<Document> given, List<DocumentEntry> listed) {
        assertEachKeyOnce(listed);
        var keys = listed.stream().map(DocumentEntry::key).collect(Collectors.toSet());
        List<Document> lost = given.stream().filter(document -> !keys.contains(document.key())).toList();
        if (!lost.isEmpty() || listed.size() != given.size()) {
            fail("%s: %d given, %d listed, %d lost%s".formatted(rule, given.size(), listed.size(), lost.size(),
                    lost.isEmpty() ? "" : ", e.g. " + lost.getFirst().fileName() + " stored at " + lost.getFirst().storedAt()));
        }
    }

    /** Each document, loaded by its key, must be the bytes given; else the first difference is named. */
    private static void assertGivenBack(BenchmarkCatalog catalog, List<Document> given) {
        Map<ContentKey, Document> byKey = given.stream().collect(Collectors.toMap(Document::key, Function.identity(), (a, b) -> a));
        for (Document expected : given) {
            Document actual = catalog.load(expected.key()).orElse(null);
            if (actual == null) {
                fail(expected.fileName() + ": listed key " + expected.key() + " gives back nothing");
            }
            byte[] want = expected.content();
            byte[] got = actual.content();
            Document other = byKey.get(new ContentKey(Sha256.hex(got)));
            if (other != null && other != expected) {
                fail(expected.fileName() + ": its key gives back the bytes of " + other.fileName());
            }
            int offset = java.util.Arrays.mismatch(want, got);
            if (offset >= 0) {
                fail(expected.fileName() + ": " + (offset < Math.min(want.length, got.length)
                        ? "byte %d differs: expected 0x%s but got 0x%s".formatted(offset, hex(want[offset]), hex(got[offset]))
                        : "expected %d bytes but got %d (the first %d are equal)".formatted(want.length, got.length, offset)));
            }
            if (!actual.key().equals(expected.key())) {
                fail(expected.fileName() + ": loaded under key " + actual.key() + ", asked for " + expected.key());
            }
        }
    }

    /** Every document's entry must be listed with its file name and stored time as given. */
    private static void assertEntries(String when, List<Document> given, List<DocumentEntry> listed) {
        assertEachKeyOnce(listed);
        Map<ContentKey, DocumentEntry> byKey = listed.stream().collect(Collectors.toMap(DocumentEntry::key, Function.identity(), (a, b) -> a));
        for (Document document : given) {
            DocumentEntry entry = byKey.get(document.key());
            if (entry == null) {
                fail(document.fileName() + ": not listed" + when + " (" + listed.size() + " listed)");
            }
            if (!entry.fileName().equals(document.fileName())) {
                fail(document.fileName() + ": file name came back" + when + " as " + entry.fileName());
            }
            if (!entry.storedAt().equals(document.storedAt())) {
                fail(document.fileName() + ": stored at " + document.storedAt() + " came back" + when + " as " + entry.storedAt());
            }
        }
    }

    private static String hex(byte value) {
        return HexFormat.of().toHexDigits(value);
    }
}
