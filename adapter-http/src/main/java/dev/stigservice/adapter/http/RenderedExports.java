package dev.stigservice.adapter.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.application.download.BenchmarkExport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Rendered download bodies, bounded by their total size in bytes and keyed by the export's entity tag
 * (content hash and format). Concurrent downloads of one benchmark wait for a single rendering and
 * share its bytes, so memory grows with the number of distinct benchmarks being downloaded, not with
 * the number of downloads. A body larger than the whole bound is rendered per request and not kept.
 */
public final class RenderedExports {

    private final Cache<String, byte[]> bodies;

    public RenderedExports(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the export cache bound cannot be negative");
        }
        this.bodies = Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((String tag, byte[] body) -> body.length)
                .executor(Runnable::run) // evict on the caller's thread: the bound holds when body() returns
                .build();
    }

    byte[] body(BenchmarkExport export) {
        return bodies.get(export.entityTag(), tag -> render(export));
    }

    private static byte[] render(BenchmarkExport export) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            export.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
