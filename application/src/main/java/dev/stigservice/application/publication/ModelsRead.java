package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.port.RuleSearch;

import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The models a refresh read since the search last caught up, so that none is parsed twice: kept while there is room,
 * indexed as they are read beyond that (a large store's start then waits for most of its index, as it would for
 * parsing it twice).
 */
final class ModelsRead {

    private static final System.Logger LOG = System.getLogger(ModelsRead.class.getName());

    private final RuleSearch search;
    private final int modelsKept;
    private final Map<ContentKey, Benchmark> kept = new ConcurrentHashMap<>();
    private final Map<ContentKey, RuleSearch.Searchable> indexedAsRead = new ConcurrentHashMap<>();

    /** @param modelsKept how many models read may wait in memory for the next catch-up */
    ModelsRead(RuleSearch search, int modelsKept) {
        this.search = Objects.requireNonNull(search);
        this.modelsKept = modelsKept;
    }

    /**
     * A model a refresh read (on any of its threads). A failure to index it is not final: the catch-up reads the revision
     * again and gives it once more.
     */
    void add(ContentKey key, Benchmark model) {
        synchronized (kept) {
            if (kept.size() < modelsKept) {
                kept.put(key, model);
                return;
            }
        }
        try {
            indexedAsRead.put(key, search.index(model));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not make {0} searchable as it was read: {1}; given again once the publication is out",
                    model.summary().source().fileName(), FailureReason.of(e));
        }
    }

    /** The revision as the search took it when it was read; null when it was kept, or not read. */
    RuleSearch.Searchable indexed(ContentKey key) {
        return indexedAsRead.get(key);
    }

    /** The model kept; null when there was no room for it, or it was not read. */
    Benchmark kept(ContentKey key) {
        return kept.get(key);
    }

    /** After each catch-up: what was read before it is given or no longer published. */
    void forget() {
        kept.clear();
        indexedAsRead.clear();
    }
}
