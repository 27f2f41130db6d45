package dev.stigservice.adapter.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.application.answer.Rendition;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Rendered bodies of protected answers (downloads, change reports), bounded by their total size in bytes and keyed
 * by their strong entity tag (which hashes everything the bytes depend on, so the two kinds never share a key). Concurrent
 * downloads of one benchmark wait for a single rendering and share its bytes, so memory grows with the number of
 * distinct benchmarks being downloaded, not with the number of downloads. A body larger than the whole bound is
 * rendered per request and not kept.
 */
public final class RenderedExports {

    private final Cache<String, RenderedBody> bodies;

    public RenderedExports(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the export cache bound cannot be negative");
        }
        this.bodies = Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((String tag, RenderedBody body) -> body.length())
                .executor(Runnable::run) // evict on the caller's thread: the bound holds when body() returns
                .build();
    }

    /** The body of a protected answer, rendered once per entity tag; one that is not to be kept, rendered each time. */
    RenderedBody body(Rendition<?> rendition) {
        return rendition.kept() ? bodies.get(rendition.entityTag(), tag -> RenderedBody.of(render(rendition)))
                : RenderedBody.once(render(rendition));
    }

    private static byte[] render(Rendition<?> rendition) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            rendition.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
