package dev.stigservice.adapter.cache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.domain.model.RenderedBody;
import dev.stigservice.domain.port.RenderedBodies;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Rendered bodies bounded by the bytes of both their codings, least recently used first out (Caffeine's W-TinyLFU).
 * A body larger than the whole bound is handed back and not kept.
 */
public final class CaffeineRenderedBodies implements RenderedBodies {

    private final Cache<String, RenderedBody> bodies;
    private final long maxBytes;

    public CaffeineRenderedBodies(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the bound of rendered bodies cannot be negative");
        }
        this.maxBytes = maxBytes;
        this.bodies = Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((String tag, RenderedBody body) -> body.length())
                .executor(Runnable::run) // evict on the caller's thread: the bound holds when get() returns
                .build();
    }

    @Override
    public RenderedBody get(String entityTag, Supplier<RenderedBody> render) {
        RenderedBody body = bodies.get(entityTag, tag -> render.get());
        if (body.length() > maxBytes) {
            bodies.invalidate(entityTag); // Caffeine would keep it until the next write: not a byte over the bound
        }
        return body;
    }

    @Override
    public Optional<RenderedBody> kept(String entityTag) {
        return Optional.ofNullable(bodies.getIfPresent(entityTag));
    }
}
