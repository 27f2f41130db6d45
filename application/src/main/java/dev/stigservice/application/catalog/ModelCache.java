package dev.stigservice.application.catalog;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Function;

/**
 * The parsed models most recently used, at most {@code capacity} of them, by content key. Concurrent requests
 * for one key wait for a single load and share its result; a failed load is not kept, so the next request
 * tries again. Content keys never change meaning, so an entry is never stale.
 */
final class ModelCache {

    private final Map<ContentKey, FutureTask<Benchmark>> entries;

    ModelCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("at least one model must be kept");
        }
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<ContentKey, FutureTask<Benchmark>> eldest) {
                return size() > capacity;
            }
        };
    }

    Benchmark get(ContentKey key, Function<ContentKey, Benchmark> load) {
        FutureTask<Benchmark> task;
        boolean loadHere = false;
        synchronized (entries) {
            task = entries.get(key);
            if (task == null) {
                task = new FutureTask<>(() -> load.apply(key));
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
            forget(key, task);
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the model of " + key + " was loaded", e);
        }
    }

    private void forget(ContentKey key, FutureTask<Benchmark> task) {
        synchronized (entries) {
            entries.remove(key, task);
        }
    }
}
