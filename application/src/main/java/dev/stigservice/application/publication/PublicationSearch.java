package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.RuleSearch;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;

/**
 * The publication made searchable, one behind: {@link #catchUp} gives the search the stored
 * revisions it has not taken in (on every core), opens it over them and swaps that state in, so a start serves the
 * publication without waiting for the index. Each model a refresh reads is handed over ({@link #read}) and parsed once
 * ({@link ModelsRead}). Searches answer from the last state it took in, under that
 * state's key, and have no state to answer from before the first. A revision the search cannot take (its disk full, say) is left out,
 * and the state then has a key of its own, so that no answer of it is kept as the publication's; when the search cannot be
 * opened, the last state stays and every revision is given again. Either way it is given again only after a
 * {@link RetryWait}.
 * <p>
 * Its caller never runs {@link #read} and {@link #catchUp} at once ({@link CatalogPublisher} calls both under its own
 * lock): a catch-up forgets what was read before it.
 */
public final class PublicationSearch implements SearchablePublication {

    private static final System.Logger LOG = System.getLogger(PublicationSearch.class.getName());
    private final RuleSearch search;
    private final StoredDocuments documents;
    private final Clock clock;
    private final ModelsRead modelsRead;
    private volatile Optional<SearchableState> state = Optional.empty();
    /** The stored revisions the search has taken in; only {@link #catchUp} (synchronized) touches this and what follows. */
    private Map<ContentKey, RuleSearch.Searchable> taken = Map.of();
    /** Given to the search and not taken: given again once the wait is over. */
    private Set<ContentKey> failed = Set.of();
    /** The key of the publication the search last caught up with. */
    private String caughtUpWith;
    private final RetryWait retryWait = new RetryWait();

    /**
     * @param documents  where a model neither kept nor indexed as read is read again
     * @param modelsKept how many models read may wait in memory for the next catch-up
     */
    public PublicationSearch(RuleSearch search, StoredDocuments documents, Clock clock, int modelsKept) {
        this.search = Objects.requireNonNull(search);
        this.documents = Objects.requireNonNull(documents);
        this.clock = Objects.requireNonNull(clock);
        this.modelsRead = new ModelsRead(search, modelsKept);
    }

    /** A model a refresh read (on any of its threads), for the next catch-up. */
    void read(ContentKey key, Benchmark model) {
        modelsRead.add(key, model);
    }

    @Override
    public Optional<SearchableState> searchable() {
        return state;
    }

    /** Makes a publication searchable; nothing when the search has caught up with it already. */
    synchronized void catchUp(Publication published) {
        List<BenchmarkSummary> stored = published.manual().stored();
        String stateKey = published.stateKey();
        Instant now = clock.instant();
        boolean waiting = retryWait.waiting(now);
        List<BenchmarkSummary> due = stored.stream()
                .filter(revision -> !taken.containsKey(revision.key()) && !(waiting && failed.contains(revision.key()))).toList();
        if (due.isEmpty() && stateKey.equals(caughtUpWith)) {
            modelsRead.forget();
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
                RuleSearch.Searchable made = modelsRead.indexed(revision.key());
                if (made != null) {
                    asRead.increment();
                } else {
                    Benchmark read = modelsRead.kept(revision.key());
                    Benchmark benchmark = read != null ? read : documents.benchmark(revision.key(), revision.source().fileName());
                    long indexStarted = System.nanoTime();
                    made = search.index(benchmark);
                    indexing.add(System.nanoTime() - indexStarted);
                }
                next.put(revision.key(), made);
                failedNow.remove(revision.key());
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Could not make {0} searchable: {1}; it is served, and a search finds it once the search could take it",
                        revision.source().fileName(), FailureReason.of(e));
                failedNow.add(revision.key());
            }
        });
        caughtUpWith = stateKey;
        modelsRead.forget();
        long indexed = System.nanoTime();
        try {
            RuleSearch.Searcher everyStored = search.over(stored.stream().map(revision -> next.get(revision.key())).filter(Objects::nonNull).toList());
            List<String> left = stored.stream().map(BenchmarkSummary::key).filter(key -> !next.containsKey(key)).map(ContentKey::sha256).toList();
            state = Optional.of(new SearchableState(everyStored.restrictedTo(published.manual().served().stream().map(BenchmarkSummary::key).toList()),
                    everyStored, Optional.ofNullable(published.cciList()), left.isEmpty() ? stateKey : Sha256.shortHex(stateKey, "without", String.join(",", left))));
            taken = Map.copyOf(next);
            failed = Set.copyOf(failedNow);
            LOG.log(Level.INFO, "Search index: {0} new revisions taken in, {1} of them indexed as read and the others in {2} ms ({3} ms of the "
                            + "indexing threads), {4} stored revisions put together in {5} ms", due.size(), asRead.sum(), (indexed - started) / 1_000_000,
                    indexing.sum() / 1_000_000, stored.size(), (System.nanoTime() - indexed) / 1_000_000);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not open the search index: {0}; searches answer from the last publication it could", FailureReason.of(e));
            taken = Map.of();
            failed = Set.copyOf(storedKeys);
        }
        retryWait.caughtUp(!failed.isEmpty(), now);
    }
}
