package dev.stigservice.application.catalog;

import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CatalogState;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.RuleSearch;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Publishes what a store holds, the same way for every storage backend: it lists the stored documents, reads each new
 * one once into its summary (a content key names one content forever, so a summary is never stale), lets
 * {@link CatalogSelection} choose what each slug serves, and publishes the result in one atomic step, so a
 * request sees the old catalog or the new one, never a mix. It keeps a bounded cache of parsed models by content
 * key, knows whether the store has been read yet (readiness) and why the last read failed, and is refreshed on
 * whatever schedule the composition root gives it. Backends hold none of this: they keep documents.
 * <p>
 * A new catalog is published before the search takes in its new revisions: {@link #catchUpSearch()} gives them to
 * {@link CatalogSearch} next, so a start need not wait for the index.
 */
public final class CatalogPublisher implements ServedCatalog, BenchmarkModels, IndexedRules, SearchableCatalog, CatalogReadiness {

    private static final System.Logger LOG = System.getLogger(CatalogPublisher.class.getName());

    /**
     * One published state: the served summaries by slug, every stored revision of the served benchmarks (by slug, and
     * all in one list), the keys they came from, the newest CCI list (null without one) and the keys of every list,
     * the index of their rules' ids, and a key naming the whole state.
     */
    private record Published(List<BenchmarkSummary> served, Map<Slug, BenchmarkSummary> bySlug,
                             Map<Slug, List<BenchmarkSummary>> revisionsBySlug, List<BenchmarkSummary> stored, List<ContentKey> keys,
                             CciList cciList, List<ContentKey> listKeys, RuleIndex index, String stateKey) {

        static final Published NOTHING = new Published(List.of(), Map.of(), Map.of(), List.of(), List.of(), null, List.of(),
                RuleIndex.EMPTY, Sha256.shortHex("nothing published"));

        int rules() {
            return served.stream().mapToInt(BenchmarkSummary::ruleCount).sum();
        }
    }

    private final BenchmarkCatalog store;
    private final CatalogContent content;
    private final String storeName;
    private final ModelCache models;
    private final Clock clock;
    private final CatalogSearch search;
    private final AtomicReference<Published> published = new AtomicReference<>(Published.NOTHING);
    /** What each listed document was read as; only {@link #refresh()} (synchronized) touches it. */
    private Map<ContentKey, Reading> readings = Map.of();
    private volatile boolean loaded;
    private volatile String lastFailure;
    private volatile Instant lastCheck;

    /**
     * @param storeName  how the startup line and logs name the store, e.g. its folder
     * @param modelsKept parsed models kept in memory at most
     */
    public CatalogPublisher(BenchmarkCatalog store, CatalogContent content, RuleSearch search, String storeName, int modelsKept, Clock clock) {
        this.store = Objects.requireNonNull(store);
        this.search = new CatalogSearch(search, clock, modelsKept);
        this.content = Objects.requireNonNull(content);
        this.storeName = Objects.requireNonNull(storeName);
        this.models = new ModelCache(modelsKept);
        this.clock = Objects.requireNonNull(clock);
    }

    /**
     * Reads the store and publishes what it holds if that changed; {@link #catchUpSearch()} makes it searchable. A
     * failed read keeps what was published and is remembered until a read succeeds.
     *
     * @return true when a new catalog was published
     */
    public synchronized boolean refresh() {
        long started = System.nanoTime();
        lastCheck = clock.instant();
        List<DocumentEntry> documents;
        try {
            documents = store.documents();
        } catch (RuntimeException e) {
            lastFailure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            LOG.log(Level.WARNING, "Could not read the catalog from {0}: {1}; keeping what is published", storeName, lastFailure);
            return false;
        }
        boolean firstRead = !loaded;
        lastFailure = null;
        Map<ContentKey, DocumentEntry> byKey = new HashMap<>();
        // One document stored twice (a file copied into two folders) is one revision: the first file name keeps it.
        documents.forEach(document -> byKey.merge(document.key(), document,
                (one, other) -> one.fileName().compareTo(other.fileName()) <= 0 ? one : other));
        readings = read(byKey);
        List<BenchmarkSummary> revisions = readings.values().stream()
                .map(Reading::summary).filter(Objects::nonNull).toList();
        List<CciList> lists = readings.values().stream().map(Reading::cciList).filter(Objects::nonNull).toList();
        List<ContentKey> keys = revisions.stream().map(BenchmarkSummary::key).sorted(Comparator.comparing(ContentKey::sha256)).toList();
        List<ContentKey> listKeys = lists.stream().map(list -> list.source().key()).sorted(Comparator.comparing(ContentKey::sha256)).toList();
        Published current = published.get();
        boolean changed = firstRead || !keys.equals(current.keys()) || !listKeys.equals(current.listKeys());
        if (changed) {
            published.set(publish(revisions, keys, lists, listKeys));
            loaded = true; // only now: readiness must not say ready while the first catalog is still being read
            LOG.log(Level.INFO, "Catalog loaded: {0} in {1} ms", state().summary(), (System.nanoTime() - started) / 1_000_000);
        }
        return changed;
    }

    /**
     * What a document was read as: a benchmark's summary and the keys of its rules' ids, or a CCI list, or neither when
     * it holds no content (that is final: the same key is the same bytes, so it is not read again while it stays listed).
     */
    private record Reading(BenchmarkSummary summary, RuleKeys ruleKeys, CciList cciList) {

        static final Reading NO_CONTENT = new Reading(null, null, null);

        static Reading of(CatalogContent.Content content) {
            return switch (content) {
                case CatalogContent.Content.OfBenchmark(Benchmark benchmark) -> new Reading(benchmark.summary(), RuleKeys.of(benchmark), null);
                case CatalogContent.Content.OfCciList(CciList list) -> new Reading(null, null, list);
            };
        }
    }

    /**
     * Keeps the readings of documents still listed and reads the new ones, on every core (startup waits for this); each
     * model read is handed to the search.
     */
    private Map<ContentKey, Reading> read(Map<ContentKey, DocumentEntry> listed) {
        Map<ContentKey, Reading> current = readings;
        Map<ContentKey, Reading> next = new ConcurrentHashMap<>();
        List<DocumentEntry> unread = new ArrayList<>();
        listed.forEach((key, entry) -> {
            Reading known = current.get(key);
            if (known != null) {
                next.put(key, known);
            } else {
                unread.add(entry);
            }
        });
        unread.parallelStream().forEach(entry -> readSummary(entry).ifPresent(reading -> next.put(entry.key(), reading)));
        return Map.copyOf(next);
    }

    /** Empty when the document could not be loaded (gone since it was listed): it is tried again on the next refresh. */
    private Optional<Reading> readSummary(DocumentEntry entry) {
        try {
            // Not through the model cache: a refresh reads every new document, a download needs only a few models.
            CatalogContent.Content read = content.read(load(entry.key(), entry.fileName()));
            if (read instanceof CatalogContent.Content.OfBenchmark(Benchmark benchmark)) {
                search.read(entry.key(), benchmark);
            }
            return Optional.of(Reading.of(read));
        } catch (UnreadableDocument e) {
            LOG.log(Level.WARNING, "Skipped {0}: {1}", entry.fileName(), e.getMessage());
            return Optional.of(Reading.NO_CONTENT);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not read {0} from {1}: {2}; trying again on the next refresh", entry.fileName(), storeName,
                    e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            return Optional.empty();
        }
    }

    private Document load(ContentKey key, String what) {
        Document document = store.load(key).orElseThrow(() -> new IllegalStateException("the store no longer holds " + key + " (" + what + ")"));
        if (!document.key().equals(key) || !document.matchesKey()) {
            throw new IllegalStateException("the store gave back other bytes than it was given for " + key + " (" + what + ")");
        }
        return document;
    }

    private Benchmark parse(Document document) {
        try {
            return content.benchmark(document);
        } catch (UnreadableDocument e) {
            throw new UnreadableDocumentFailure(e.getMessage());
        }
    }

    /** Carries a reader's refusal through the model cache, which only passes unchecked exceptions on. */
    private static final class UnreadableDocumentFailure extends RuntimeException {
        UnreadableDocumentFailure(String reason) {
            super(reason, null, false, false);
        }
    }

    private Published publish(List<BenchmarkSummary> revisions, List<ContentKey> keys, List<CciList> lists, List<ContentKey> listKeys) {
        CatalogSelection selection = CatalogSelection.of(revisions);
        selection.slugConflicts().forEach(conflict -> LOG.log(Level.WARNING,
                "Skipped benchmark {0} from {1}: its slug {2} is taken by benchmark {3} from {4}",
                conflict.skipped().benchmarkId(), conflict.skipped().source().fileName(), conflict.kept().slug(),
                conflict.kept().benchmarkId(), conflict.kept().source().fileName()));
        Map<Slug, BenchmarkSummary> bySlug = new HashMap<>();
        selection.benchmarks().forEach(summary -> bySlug.put(summary.slug(), summary));
        Map<Slug, List<BenchmarkSummary>> revisionsBySlug = new HashMap<>();
        revisions.stream()
                .filter(revision -> isRevisionOfServed(revision, bySlug.get(revision.slug())))
                .sorted(Comparator.comparing(BenchmarkSummary::revision).reversed())
                .forEach(revision -> revisionsBySlug.computeIfAbsent(revision.slug(), slug -> new ArrayList<>()).add(revision));
        revisionsBySlug.replaceAll((slug, list) -> List.copyOf(list));
        List<BenchmarkSummary> stored = selection.benchmarks().stream()
                .flatMap(served -> revisionsBySlug.get(served.slug()).stream()).toList();
        CciList cciList = lists.stream().max(CciList.NEWEST_LAST).orElse(null);
        Map<ContentKey, Reading> read = readings;
        long started = System.nanoTime();
        RuleIndex index = RuleIndex.of(stored, revision -> read.get(revision.key()).ruleKeys());
        long kept = index.bytes() + stored.stream().mapToLong(revision -> read.get(revision.key()).ruleKeys().bytes()).sum();
        LOG.log(Level.INFO, "Rule index: {0} ids of {1} stored revisions in {2} ms, {3} KB of arrays with each revision''s keys",
                index.keys().length, stored.size(), (System.nanoTime() - started) / 1_000_000, kept / 1024);
        List<String> stateParts = new ArrayList<>(keys.stream().map(ContentKey::sha256).toList());
        stateParts.add(cciList == null ? "no CCI list" : cciList.source().sha256());
        return new Published(selection.benchmarks(), Map.copyOf(bySlug), Map.copyOf(revisionsBySlug), stored, keys,
                cciList, listKeys, index, Sha256.shortHex(stateParts.toArray(String[]::new)));
    }

    /**
     * Makes the published catalog searchable ({@link CatalogSearch#catchUp}), from the models the refresh read or read
     * again; nothing when the search has caught up with it already.
     */
    public synchronized void catchUpSearch() {
        Published current = published.get();
        search.catchUp(current.stored(), current.served(), Optional.ofNullable(current.cciList()), current.stateKey(),
                revision -> parse(load(revision.key(), revision.source().fileName())));
    }

    private static boolean isRevisionOfServed(BenchmarkSummary revision, BenchmarkSummary served) {
        return served != null && served.benchmarkId().equals(revision.benchmarkId());
    }

    @Override
    public List<BenchmarkSummary> summaries() {
        return published.get().served();
    }

    @Override
    public Optional<BenchmarkSummary> served(Slug slug) {
        return Optional.ofNullable(published.get().bySlug().get(slug));
    }

    @Override
    public List<BenchmarkSummary> revisions(Slug slug) {
        return published.get().revisionsBySlug().getOrDefault(slug, List.of());
    }

    @Override
    public List<BenchmarkSummary> storedRevisions() {
        return published.get().stored();
    }

    @Override
    public Optional<BenchmarkSummary> revision(Slug slug, String label) {
        return revisions(slug).stream().filter(summary -> label.equals(summary.revision().label())).findFirst();
    }

    @Override
    public Benchmark model(BenchmarkSummary revision) {
        return models.get(revision.key(), key -> parse(load(key, "revision " + revision.revision().label() + " of " + revision.benchmarkId())));
    }

    @Override
    public Optional<CciList> cciList() {
        return Optional.ofNullable(published.get().cciList());
    }

    @Override
    public List<IndexedRule> rulesAnswering(String key) {
        return published.get().index().rules(key);
    }

    @Override
    public boolean isServed(BenchmarkSummary revision) {
        return revision.equals(published.get().bySlug().get(revision.slug()));
    }

    @Override
    public Optional<SearchableState> searchable() {
        return search.state();
    }

    @Override
    public String stateKey() {
        return published.get().stateKey();
    }

    @Override
    public CatalogState state() {
        Published current = published.get();
        int revisionCount = current.keys().size();
        CciList cciList = current.cciList();
        return new CatalogState(storeName, loaded, current.served().size(), current.rules(), revisionCount,
                cciList == null ? null : cciList.version(), cciList == null ? 0 : cciList.items().size(), lastFailure, lastCheck,
                search.finds(current.stateKey()));
    }
}
