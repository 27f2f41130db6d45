package dev.stigservice.domain.port;

import dev.stigservice.domain.model.RenderedBody;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The rendered answers the core keeps, by strong entity tag (which hashes everything the bytes depend on, so equal
 * tags are equal bytes forever), within a bound on the bytes kept: memory grows with the number of distinct answers
 * asked for, not with the number of requests. When the bound is reached, a body asked for often is kept before bodies
 * asked for once: a run of distinct answers (one search after another) does not push a download asked for all day out.
 */
public interface RenderedBodies {

    /**
     * The body kept under {@code entityTag}, or the one {@code render} makes, kept for the next caller when it fits the
     * bound. Concurrent callers for one tag wait for one rendering and share it; a rendering that throws is not kept.
     */
    RenderedBody get(String entityTag, Supplier<RenderedBody> render);

    /** The body kept under {@code entityTag}, without rendering or waiting for a rendering in progress. */
    Optional<RenderedBody> kept(String entityTag);
}
