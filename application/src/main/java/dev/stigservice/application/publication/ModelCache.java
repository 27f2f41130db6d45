package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The parsed models most recently used, at most {@code capacity} of them, by content key. Concurrent requests
 * for one key wait for a single load and share its result; a failed load is not kept, so the next request
 * tries again. Content keys never change meaning, so an entry is never stale.
 */
public final class ModelCache implements BenchmarkModels {

    private final StoredDocuments documents;
    private final Map<ContentKey, FutureTask<Benchmark>> entries;

    public ModelCache(StoredDocuments documents, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("at least one model must be kept");
        }
        this.documents = Objects.requireNonNull(documents);
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<ContentKey, FutureTask<Benchmark>> eldest) {
                return size() > capacity;
            }
        };
    }

    @Override
    public Benchmark model(BenchmarkSummary revision) {
        ContentKey key = revision.key();
        FutureTask<Benchmark> task;
        boolean loadHere = false;
        synchronized (entries) {
            task = entries.get(key);
            if (task == null) {
                task = new FutureTask<>(() -> documents.benchmark(key, "revision " + revision.revision().label() + " of " + revision.benchmarkId()));
                entries.put(key, task);
                loadHere = true;
            }
        }
        if (loadHere) {
            task.run();
        }
        try {
            return task.get();
        } catch (ExecutionException | CancellationException e) {
            synchronized (entries) {
                entries.remove(key, task); // not kept: the next request tries again
            }
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the model of " + key + " was loaded", e);
        }
    }
}
