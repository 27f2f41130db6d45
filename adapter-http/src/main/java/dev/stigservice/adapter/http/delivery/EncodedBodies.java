package dev.stigservice.adapter.http.delivery;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The encoded bodies of documents by version (which hashes everything their bytes depend on, so one version is one
 * body forever), bounded by the bytes of both their codings (Caffeine's W-TinyLFU: a body asked for often stays while
 * a run of bodies asked for once passes through). Memory grows with the distinct documents asked for, not with the
 * requests. A body larger than the whole bound is handed back and not kept.
 */
public final class EncodedBodies {

    private final Cache<String, EncodedBody> bodies;
    private final long maxBytes;

    public EncodedBodies(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the bound of encoded bodies cannot be negative");
        }
        this.maxBytes = maxBytes;
        this.bodies = Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((String version, EncodedBody body) -> body.length())
                .executor(Runnable::run) // evict on the caller's thread: the bound holds when get() returns
                .build();
    }

    /** The body kept for {@code version}, without encoding or waiting for an encoding in progress. */
    Optional<EncodedBody> kept(String version) {
        return Optional.ofNullable(bodies.getIfPresent(version));
    }

    /**
     * The body kept for {@code version}, or the one {@code encode} makes. Concurrent callers for one version wait for one
     * encoding and share it (so this blocks: never call it on an event loop); an encoding that throws is not kept.
     */
    EncodedBody get(String version, Supplier<EncodedBody> encode) {
        EncodedBody body = bodies.get(version, key -> encode.get());
        if (body.length() > maxBytes) {
            bodies.invalidate(version); // Caffeine would keep it until the next write: not a byte over the bound
        }
        return body;
    }
}
