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
 * catalog without waiting for the index. Searches answer from the last state it took in, under that state's key, and
 * find nothing to answer from before the first. A revision the search cannot take (its disk full, say) is left out,
 * and the state then has a key of its own, so that no answer of it is kept as the catalog's; when the search cannot be
 * opened, the last state stays and every revision is given again. Either way it is given again only after a wait that
 * doubles while the search fails: giving it means reading those documents again, and a disk that stays full must not
 * keep a core busy.
 */
final class CatalogSearch {

    private static final System.Logger LOG = System.getLogger(CatalogSearch.class.getName());
    static final Duration FIRST_RETRY = Duration.ofSeconds(30);
    static final Duration LAST_RETRY = Duration.ofMinutes(10);

    private final RuleSearch search;
    private final Clock clock;
    private volatile Optional<SearchableState> state = Optional.empty();
    /** The stored revisions the search has taken in; only {@link #catchUp} (synchronized) touches this and what follows. */
    private Map<ContentKey, RuleSearch.Searchable> taken = Map.of();
    /** Given to the search and not taken: given again once the wait is over. */
    private Set<ContentKey> failed = Set.of();
    /** The key of the catalog state the search last caught up with. */
    private String caughtUpWith;
    private Instant retry = Instant.MIN;
    private Duration wait = Duration.ZERO;

    CatalogSearch(RuleSearch search, Clock clock) {
        this.search = Objects.requireNonNull(search);
        this.clock = Objects.requireNonNull(clock);
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
     * @param model    the model of a revision to give the search
     */
    synchronized void catchUp(List<BenchmarkSummary> stored, List<BenchmarkSummary> served, Optional<CciList> cciList, String stateKey,
                              Function<BenchmarkSummary, Benchmark> model) {
        Instant now = clock.instant();
        boolean waiting = now.isBefore(retry);
        List<BenchmarkSummary> due = stored.stream()
                .filter(revision -> !taken.containsKey(revision.key()) && !(waiting && failed.contains(revision.key()))).toList();
        if (due.isEmpty() && stateKey.equals(caughtUpWith)) {
            return;
        }
        long started = System.nanoTime();
        LongAdder indexing = new LongAdder();
        Set<ContentKey> storedKeys = stored.stream().map(BenchmarkSummary::key).collect(Collectors.toSet());
        Map<ContentKey, RuleSearch.Searchable> next = new ConcurrentHashMap<>(taken);
        next.keySet().retainAll(storedKeys);
        Set<ContentKey> failedNow = ConcurrentHashMap.newKeySet();
        failedNow.addAll(failed);
        failedNow.retainAll(storedKeys);
        due.parallelStream().forEach(revision -> {
            try {
                Benchmark benchmark = model.apply(revision);
                long indexStarted = System.nanoTime();
                next.put(revision.key(), search.index(benchmark));
                indexing.add(System.nanoTime() - indexStarted);
                failedNow.remove(revision.key());
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Could not make {0} searchable: {1}; it is served, and a search finds it once the search could take it",
                        revision.source().fileName(), reason(e));
                failedNow.add(revision.key());
            }
        });
        caughtUpWith = stateKey;
        long indexed = System.nanoTime();
        try {
            RuleSearch.Searcher everyStored = search.over(stored.stream().map(revision -> next.get(revision.key())).filter(Objects::nonNull).toList());
            List<String> left = stored.stream().map(BenchmarkSummary::key).filter(key -> !next.containsKey(key)).map(ContentKey::sha256).toList();
            state = Optional.of(new SearchableState(everyStored.restrictedTo(served.stream().map(BenchmarkSummary::key).toList()), everyStored,
                    cciList, left.isEmpty() ? stateKey : Sha256.shortHex(stateKey, "without", String.join(",", left))));
            taken = Map.copyOf(next);
            failed = Set.copyOf(failedNow);
            LOG.log(Level.INFO, "Search index: {0} new revisions indexed in {1} ms ({2} ms of the indexing threads), {3} stored revisions put together in {4} ms",
                    due.size(), (indexed - started) / 1_000_000, indexing.sum() / 1_000_000, stored.size(), (System.nanoTime() - indexed) / 1_000_000);
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

    private static String reason(RuntimeException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
