package dev.stigservice.adapter.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.application.changes.ChangeReport;
import dev.stigservice.application.download.BenchmarkExport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Rendered download bodies and change reports, bounded by their total size in bytes and keyed by their strong
 * entity tag (which hashes everything the bytes depend on, so the two kinds never share a key). Concurrent
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

    /** Writes a body; {@link BenchmarkExport#writeTo} and {@link ChangeReport#writeTo} are two. */
    interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    RenderedBody body(BenchmarkExport export) {
        return body(export.entityTag(), export::writeTo);
    }

    RenderedBody body(ChangeReport report) {
        return body(report.entityTag(), report::writeTo);
    }

    private RenderedBody body(String entityTag, Body body) {
        return bodies.get(entityTag, tag -> render(body));
    }

    private static RenderedBody render(Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            body.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return RenderedBody.of(out.toByteArray());
    }
}
