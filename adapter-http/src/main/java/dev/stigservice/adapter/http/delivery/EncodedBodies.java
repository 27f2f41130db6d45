package dev.stigservice.adapter.http.delivery;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The encoded bodies of documents by version (which hashes everything their bytes depend on, so one version is one
 * body forever), bounded by the bytes of both their codings, least recently used first out (Caffeine's W-TinyLFU):
 * memory grows with the distinct documents asked for, not with the requests. Concurrent first requests for one
 * version share one rendering; a rendering that fails is not kept, and a body larger than the whole bound is sent
 * and not kept.
 */
public final class EncodedBodies {

    private final AsyncCache<String, EncodedBody> bodies;

    public EncodedBodies(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the bound of encoded bodies cannot be negative");
        }
        this.bodies = Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((String version, EncodedBody body) -> body.length())
                .executor(Runnable::run) // evict on the caller's thread: the bound holds once a rendering is kept
                .buildAsync();
    }

    /** The body of {@code version} when it is kept and rendered, without waiting for a rendering in progress. */
    Optional<EncodedBody> kept(String version) {
        CompletableFuture<EncodedBody> kept = bodies.getIfPresent(version);
        return kept != null && kept.isDone() && !kept.isCompletedExceptionally() ? Optional.of(kept.join()) : Optional.empty();
    }

    /**
     * The body of {@code version}: the one kept, the one being rendered, or the one {@code render} makes (it is
     * asked on the caller's thread for the future that renders).
     */
    CompletableFuture<EncodedBody> get(String version, Supplier<CompletableFuture<EncodedBody>> render) {
        return bodies.get(version, (key, executor) -> render.get());
    }
}
