package dev.stigservice.application.catalog;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.RuleSearch;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The published catalog made searchable, one publication behind: {@link #catchUp} gives the search the stored
 * revisions it has not taken in (on every core), opens it over them and swaps that state in, so a start serves the
 * catalog without waiting for the index. Each model a refresh reads is handed over ({@link #read}) and parsed once: kept
 * for the next catch-up while there is room, indexed as it is read beyond that (a large catalog's start then waits for
 * most of its index, as it would for parsing it twice). Searches answer from the last state it took in, under that
 * state's key, and have no state to answer from before the first. A revision the search cannot take (its disk full, say) is left out,
 * and the state then has a key of its own, so that no answer of it is kept as the catalog's; when the search cannot be
 * opened, the last state stays and every revision is given again. Either way it is given again only after a wait that
 * doubles while the search fails: giving it means reading those documents again, and a disk that stays full must not
 * keep a core busy.
 * <p>
 * Its caller never runs {@link #read} and {@link #catchUp} at once ({@link CatalogPublisher} calls both under its own
 * lock): a catch-up forgets what was read before it.
 */
final class CatalogSearch {

    private static final System.Logger LOG = System.getLogger(CatalogSearch.class.getName());
    static final Duration FIRST_RETRY = Duration.ofSeconds(30);
    static final Duration LAST_RETRY = Duration.ofMinutes(10);

    private final RuleSearch search;
    private final Clock clock;
    private final int modelsKept;
    /** Models read since the last catch-up, at most {@code modelsKept}, and the revisions indexed as read beyond them. */
    private final Map<ContentKey, Benchmark> kept = new ConcurrentHashMap<>();
    private final Map<ContentKey, RuleSearch.Searchable> indexedAsRead = new ConcurrentHashMap<>();
    private volatile Optional<SearchableState> state = Optional.empty();
    /** The stored revisions the search has taken in; only {@link #catchUp} (synchronized) touches this and what follows. */
    private Map<ContentKey, RuleSearch.Searchable> taken = Map.of();
    /** Given to the search and not taken: given again once the wait is over. */
    private Set<ContentKey> failed = Set.of();
    /** The key of the catalog state the search last caught up with. */
    private String caughtUpWith;
    private Instant retry = Instant.MIN;
    private Duration wait = Duration.ZERO;

    /** @param modelsKept how many models read may wait in memory for the next catch-up */
    CatalogSearch(RuleSearch search, Clock clock, int modelsKept) {
        this.search = Objects.requireNonNull(search);
        this.clock = Objects.requireNonNull(clock);
        this.modelsKept = modelsKept;
    }

    /**
     * A model a refresh read (on any of its threads): kept for the next catch-up, or indexed now when the kept ones fill
     * their room. A failure here is not final: the catch-up reads the revision again and gives it once more.
     */
    void read(ContentKey key, Benchmark model) {
        synchronized (kept) {
            if (kept.size() < modelsKept) {
                kept.put(key, model);
                return;
            }
        }
        try {
            indexedAsRead.put(key, search.index(model));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not make {0} searchable as it was read: {1}; given again once the catalog is published",
                    model.summary().source().fileName(), reason(e));
        }
    }

    Optional<SearchableState> state() {
        return state;
    }

    /** Whether a search finds every rule of the catalog state named {@code stateKey}. */
    boolean finds(String stateKey) {
        return state.filter(searchable -> searchable.stateKey().equals(stateKey)).isPresent();
    }

    /**
     * @param stored   every stored revision of the served benchmarks, as published
     * @param served   the revisions the slugs serve
     * @param stateKey the published state's key
     * @param model    the model of a revision neither kept nor indexed as read, read again
     */
    synchronized void catchUp(List<BenchmarkSummary> stored, List<BenchmarkSummary> served, Optional<CciList> cciList, String stateKey,
                              Function<BenchmarkSummary, Benchmark> model) {
        Instant now = clock.instant();
        boolean waiting = now.isBefore(retry);
        List<BenchmarkSummary> due = stored.stream()
                .filter(revision -> !taken.containsKey(revision.key()) && !(waiting && failed.contains(revision.key()))).toList();
        if (due.isEmpty() && stateKey.equals(caughtUpWith)) {
            forgetWhatWasRead();
            return;
        }
        long started = System.nanoTime();
        LongAdder indexing = new LongAdder();
        LongAdder asRead = new LongAdder();
        Set<ContentKey> storedKeys = stored.stream().map(BenchmarkSummary::key).collect(Collectors.toSet());
        Map<ContentKey, RuleSearch.Searchable> next = new ConcurrentHashMap<>(taken);
        next.keySet().retainAll(storedKeys);
        Set<ContentKey> failedNow = ConcurrentHashMap.newKeySet();
        failedNow.addAll(failed);
        failedNow.retainAll(storedKeys);
        due.parallelStream().forEach(revision -> {
            try {
                RuleSearch.Searchable made = indexedAsRead.get(revision.key());
                if (made != null) {
                    asRead.increment();
                } else {
                    Benchmark read = kept.get(revision.key());
                    Benchmark benchmark = read != null ? read : model.apply(revision);
                    long indexStarted = System.nanoTime();
                    made = search.index(benchmark);
                    indexing.add(System.nanoTime() - indexStarted);
                }
                next.put(revision.key(), made);
                failedNow.remove(revision.key());
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Could not make {0} searchable: {1}; it is served, and a search finds it once the search could take it",
                        revision.source().fileName(), reason(e));
                failedNow.add(revision.key());
            }
        });
        caughtUpWith = stateKey;
        forgetWhatWasRead();
        long indexed = System.nanoTime();
        try {
            RuleSearch.Searcher everyStored = search.over(stored.stream().map(revision -> next.get(revision.key())).filter(Objects::nonNull).toList());
            List<String> left = stored.stream().map(BenchmarkSummary::key).filter(key -> !next.containsKey(key)).map(ContentKey::sha256).toList();
            state = Optional.of(new SearchableState(everyStored.restrictedTo(served.stream().map(BenchmarkSummary::key).toList()), everyStored,
                    cciList, left.isEmpty() ? stateKey : Sha256.shortHex(stateKey, "without", String.join(",", left))));
            taken = Map.copyOf(next);
            failed = Set.copyOf(failedNow);
            LOG.log(Level.INFO, "Search index: {0} new revisions taken in, {1} of them indexed as read and the others in {2} ms ({3} ms of the "
                            + "indexing threads), {4} stored revisions put together in {5} ms", due.size(), asRead.sum(), (indexed - started) / 1_000_000,
                    indexing.sum() / 1_000_000, stored.size(), (System.nanoTime() - indexed) / 1_000_000);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not open the search index: {0}; searches answer from the last catalog it could", reason(e));
            taken = Map.of();
            failed = Set.copyOf(storedKeys);
        }
        if (failed.isEmpty()) {
            wait = Duration.ZERO;
            retry = Instant.MIN;
        } else if (!retry.isAfter(now)) { // once per wait: what failed while waiting for the others does not lengthen it
            Duration doubled = wait.isZero() ? FIRST_RETRY : wait.multipliedBy(2);
            wait = doubled.compareTo(LAST_RETRY) > 0 ? LAST_RETRY : doubled;
            retry = now.plus(wait);
            LOG.log(Level.WARNING, "The search is given what it missed again at the first refresh after {0}", retry);
        }
    }

    private void forgetWhatWasRead() {
        kept.clear();
        indexedAsRead.clear();
    }

    private static String reason(RuntimeException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
