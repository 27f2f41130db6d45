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
import java.time.Duration;
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
import java.util.concurrent.atomic.LongAdder;

/**
 * Publishes what a store holds, the same way for every storage backend: it lists the stored documents, reads each new
 * one once into its summary (a content key names one content forever, so a summary is never stale), lets
 * {@link CatalogSelection} choose what each slug serves, and publishes the result in one atomic step, so a
 * request sees the old catalog or the new one, never a mix. It keeps a bounded cache of parsed models by content
 * key, knows whether the store has been read yet (readiness) and why the last read failed, and is refreshed on
 * whatever schedule the composition root gives it. Backends hold none of this: they keep documents.
 * <p>
 * A new catalog is published before the search takes in its new revisions: {@link #catchUpSearch()} does that next, so
 * a start need not wait for the index (searches answer from the last state the search took in, under that state's key,
 * and "not built" before the first).
 */
public final class CatalogPublisher implements ServedCatalog, BenchmarkModels, IndexedRules, SearchableCatalog, CatalogReadiness {

    private static final System.Logger LOG = System.getLogger(CatalogPublisher.class.getName());
    /**
     * How long after the search failed it is given what it missed again, doubled at each failure up to the last: giving
     * it means reading those documents again, and a disk that stays full must not keep a core busy.
     */
    static final Duration FIRST_SEARCH_RETRY = Duration.ofSeconds(30);
    static final Duration LAST_SEARCH_RETRY = Duration.ofMinutes(10);

    /**
     * One published state: the served summaries by slug, every stored revision of the served benchmarks (by slug, and
     * all in one list), the keys they came from, the newest CCI list (null without one) and the keys of every list,
     * the index of their rules' ids, a key naming the whole state, and the search's state (empty until the search took
     * in a first catalog; an earlier catalog's, under its own key, while the search catches up or fails).
     */
    private record Published(List<BenchmarkSummary> served, Map<Slug, BenchmarkSummary> bySlug,
                             Map<Slug, List<BenchmarkSummary>> revisionsBySlug, List<BenchmarkSummary> stored, List<ContentKey> keys,
                             CciList cciList, List<ContentKey> listKeys, RuleIndex index, String stateKey,
                             Optional<SearchableState> searchable) {

        static final Published NOTHING = new Published(List.of(), Map.of(), Map.of(), List.of(), List.of(), null, List.of(),
                RuleIndex.EMPTY, Sha256.shortHex("nothing published"), Optional.empty());

        int rules() {
            return served.stream().mapToInt(BenchmarkSummary::ruleCount).sum();
        }

        Published searchableAs(SearchableState state) {
            return new Published(served, bySlug, revisionsBySlug, stored, keys, cciList, listKeys, index, stateKey, Optional.of(state));
        }
    }

    private final BenchmarkCatalog store;
    private final CatalogContent content;
    private final String storeName;
    private final ModelCache models;
    private final Clock clock;
    private final RuleSearch search;
    private final int modelsKept;
    private final AtomicReference<Published> published = new AtomicReference<>(Published.NOTHING);
    /** What each listed document was read as; only {@link #refresh()} and {@link #catchUpSearch()} (synchronized) touch it. */
    private Map<ContentKey, Reading> readings = Map.of();
    /** Models read by a refresh for the search to take in next, at most {@code modelsKept}: the rest are parsed again. */
    private final Map<ContentKey, Benchmark> awaitingSearch = new ConcurrentHashMap<>();
    /** The key of the catalog state the search last caught up with. */
    private String searchedState;
    private volatile boolean loaded;
    private volatile String lastFailure;
    private volatile Instant lastCheck;
    /** While the search fails: when it is next given what it missed, and how long the wait was (zero when it works). */
    private Instant searchRetry = Instant.MIN;
    private Duration searchWait = Duration.ZERO;

    /**
     * @param storeName  how the startup line and logs name the store, e.g. its folder
     * @param modelsKept parsed models kept in memory at most
     */
    public CatalogPublisher(BenchmarkCatalog store, CatalogContent content, RuleSearch search, String storeName, int modelsKept, Clock clock) {
        this.store = Objects.requireNonNull(store);
        this.search = Objects.requireNonNull(search);
        this.content = Objects.requireNonNull(content);
        this.storeName = Objects.requireNonNull(storeName);
        this.models = new ModelCache(modelsKept);
        this.modelsKept = modelsKept;
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
            published.set(publish(revisions, keys, lists, listKeys, current.searchable()));
            loaded = true; // only now: readiness must not say ready while the first catalog is still being read
            LOG.log(Level.INFO, "Catalog loaded: {0} in {1} ms", state().summary(), (System.nanoTime() - started) / 1_000_000);
        }
        return changed;
    }

    /**
     * What a document was read as: a benchmark's summary, the keys of its rules' ids and, once the search took it in,
     * its rules made searchable; or a CCI list; or neither when it holds no content (that is final: the same key is the
     * same bytes, so it is not read again while it stays listed). A benchmark the search could not take in (its disk
     * full, say) is served all the same, and given to the search again once its wait is over.
     */
    private record Reading(BenchmarkSummary summary, RuleKeys ruleKeys, RuleSearch.Searchable searchable, boolean searchFailed,
                           CciList cciList) {

        static final Reading NO_CONTENT = new Reading(null, null, null, false, null);

        static Reading of(CatalogContent.Content content) {
            return switch (content) {
                case CatalogContent.Content.OfBenchmark(Benchmark benchmark) ->
                        new Reading(benchmark.summary(), RuleKeys.of(benchmark), null, false, null);
                case CatalogContent.Content.OfCciList(CciList list) -> new Reading(null, null, null, false, list);
            };
        }

        /** A benchmark the search has not taken in, and is to be given now: new, or failed when not {@code waiting}. */
        boolean awaitsSearch(boolean waiting) {
            return summary != null && searchable == null && !(searchFailed && waiting);
        }

        Reading searchableAs(RuleSearch.Searchable made) {
            return new Reading(summary, ruleKeys, made, false, null);
        }

        Reading searchFailure() {
            return summary == null ? this : new Reading(summary, ruleKeys, null, true, null);
        }
    }

    /**
     * Keeps the readings of documents still listed and reads the new ones, on every core (startup waits for this); the
     * models read are kept for the search while there is room.
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
        awaitingSearch.keySet().retainAll(next.keySet());
        return Map.copyOf(next);
    }

    /** Empty when the document could not be loaded (gone since it was listed): it is tried again on the next refresh. */
    private Optional<Reading> readSummary(DocumentEntry entry) {
        try {
            // Not through the model cache: a refresh reads every new document, a download needs only a few models.
            CatalogContent.Content read = content.read(load(entry.key(), entry.fileName()));
            if (read instanceof CatalogContent.Content.OfBenchmark(Benchmark benchmark)) {
                synchronized (awaitingSearch) {
                    if (awaitingSearch.size() < modelsKept) {
                        awaitingSearch.put(entry.key(), benchmark);
                    }
                }
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

    private Published publish(List<BenchmarkSummary> revisions, List<ContentKey> keys, List<CciList> lists, List<ContentKey> listKeys,
                              Optional<SearchableState> searchable) {
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
                cciList, listKeys, index, Sha256.shortHex(stateParts.toArray(String[]::new)), searchable);
    }

    /**
     * Gives the search the stored revisions it has not taken in (on every core), opens it over the published catalog,
     * and publishes that; nothing when it has caught up already, or waits to be given again what it could not take. A
     * revision it cannot take (its disk full, say) is left out, and the state it publishes then has a key of its own,
     * so that no answer of it is kept as the catalog's; when it cannot be opened, searches go on answering from the last
     * state it opened, and every revision is given to it again after a wait that doubles while it fails.
     */
    public synchronized void catchUpSearch() {
        Instant now = clock.instant();
        List<Map.Entry<ContentKey, Reading>> due = readings.entrySet().stream()
                .filter(reading -> reading.getValue().awaitsSearch(now.isBefore(searchRetry))).toList();
        Published current = published.get();
        if (due.isEmpty() && current.stateKey().equals(searchedState)) {
            return;
        }
        long started = System.nanoTime();
        LongAdder indexing = new LongAdder();
        Map<ContentKey, Reading> next = new ConcurrentHashMap<>(readings);
        due.parallelStream().forEach(reading -> next.put(reading.getKey(), madeSearchable(reading.getKey(), reading.getValue(), indexing)));
        readings = Map.copyOf(next);
        awaitingSearch.clear();
        searchedState = current.stateKey();
        List<ContentKey> left = current.stored().stream().map(BenchmarkSummary::key).filter(key -> readings.get(key).searchable() == null).toList();
        long indexed = System.nanoTime();
        try {
            RuleSearch.Searcher everyStored = search.over(current.stored().stream().map(revision -> readings.get(revision.key()).searchable())
                    .filter(Objects::nonNull).toList());
            String stateKey = left.isEmpty() ? current.stateKey()
                    : Sha256.shortHex(current.stateKey(), "without", String.join(",", left.stream().map(ContentKey::sha256).toList()));
            published.set(current.searchableAs(new SearchableState(
                    everyStored.restrictedTo(current.served().stream().map(BenchmarkSummary::key).toList()), everyStored,
                    Optional.ofNullable(current.cciList()), stateKey)));
            LOG.log(Level.INFO, "Search index: {0} new revisions indexed in {1} ms ({2} ms of the indexing threads), {3} stored revisions put together in {4} ms",
                    due.size(), (indexed - started) / 1_000_000, indexing.sum() / 1_000_000, current.stored().size(),
                    (System.nanoTime() - indexed) / 1_000_000);
        } catch (RuntimeException e) {
            // Searches answer from the last state the search could open (under that state's key), and every revision is
            // given to it again after the wait.
            LOG.log(Level.WARNING, "Could not open the search index: {0}; searches answer from the last catalog it could",
                    e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            Map<ContentKey, Reading> forgotten = new HashMap<>(readings);
            forgotten.replaceAll((key, reading) -> reading.searchFailure());
            readings = Map.copyOf(forgotten);
        }
        if (readings.values().stream().anyMatch(Reading::searchFailed)) {
            searchFailed(now);
        } else {
            searchWait = Duration.ZERO;
            searchRetry = Instant.MIN;
        }
    }

    /** The revision's reading once given to the search, from the model its refresh kept or parsed again. */
    private Reading madeSearchable(ContentKey key, Reading reading, LongAdder indexing) {
        String fileName = reading.summary().source().fileName();
        try {
            Benchmark kept = awaitingSearch.get(key);
            Benchmark model = kept != null ? kept : parse(load(key, fileName));
            long started = System.nanoTime();
            RuleSearch.Searchable searchable = search.index(model);
            indexing.add(System.nanoTime() - started);
            return reading.searchableAs(searchable);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not make {0} searchable: {1}; it is served, and a search finds it once the search could take it",
                    fileName, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            return reading.searchFailure();
        }
    }

    /** Once per wait: revisions that failed while the search was waiting to be given the others again do not lengthen it. */
    private void searchFailed(Instant now) {
        if (searchRetry.isAfter(now)) {
            return;
        }
        Duration doubled = searchWait.isZero() ? FIRST_SEARCH_RETRY : searchWait.multipliedBy(2);
        searchWait = doubled.compareTo(LAST_SEARCH_RETRY) > 0 ? LAST_SEARCH_RETRY : doubled;
        searchRetry = now.plus(searchWait);
        LOG.log(Level.WARNING, "The search is given what it missed again at the first refresh after {0}", searchRetry);
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
        return published.get().searchable();
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
                current.searchable().filter(searchable -> searchable.stateKey().equals(current.stateKey())).isPresent());
    }
}
