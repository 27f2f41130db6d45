package dev.stigservice.application.protection;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The bytes of rendered documents by version (which hashes everything they depend on, so one version is one document
 * forever): a document asked for again is answered from here, with no model loaded and nothing rendered. At most
 * {@code maxBytes} of them. Those asked for once since they were kept are forgotten first, the least recently asked for
 * first, and those asked for again hold at most four fifths of the bound: a run of documents asked for once (a crawl
 * of lookups) passes through without pushing out the downloads asked for all day. A document not kept is rendered on
 * the executor given (loading a model and rendering take time the caller may owe others); concurrent requests for one
 * version share one rendering, and one that fails is not kept.
 */
public final class KeptDocuments {

    private final long maxBytes;
    private final Executor renders;
    private final Map<String, CompletableFuture<byte[]>> underWay = new HashMap<>();
    /** Each in the order it was last asked for, the least recent first. */
    private final Map<String, CompletableFuture<byte[]>> askedOnce = new LinkedHashMap<>(64, 0.75f, true);
    private final Map<String, CompletableFuture<byte[]>> askedAgain = new LinkedHashMap<>(64, 0.75f, true);
    private long onceBytes;
    private long againBytes;

    /** @param renders where the documents not kept are rendered */
    public KeptDocuments(long maxBytes, Executor renders) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the bound of kept documents cannot be negative");
        }
        this.maxBytes = maxBytes;
        this.renders = renders;
    }

    /** The bytes kept for {@code version}, or those {@code render} makes on the executor, then kept. */
    CompletableFuture<byte[]> bytes(String version, Supplier<byte[]> render) {
        CompletableFuture<byte[]> rendering;
        synchronized (this) {
            CompletableFuture<byte[]> kept = askedAgain.get(version);
            if (kept != null) {
                return kept;
            }
            kept = askedOnce.remove(version);
            if (kept != null) {
                onceBytes -= kept.join().length;
                againBytes += kept.join().length;
                askedAgain.put(version, kept);
                while (againBytes > maxBytes / 5 * 4 && askedAgain.size() > 1) {
                    // The least recently asked for of them is one asked for once again: the first to go, if nothing is asked.
                    Map.Entry<String, CompletableFuture<byte[]>> eldest = askedAgain.entrySet().iterator().next();
                    askedAgain.remove(eldest.getKey());
                    againBytes -= eldest.getValue().join().length;
                    askedOnce.put(eldest.getKey(), eldest.getValue());
                    onceBytes += eldest.getValue().join().length;
                }
                return kept;
            }
            kept = underWay.get(version);
            if (kept != null) {
                return kept;
            }
            rendering = new CompletableFuture<>();
            underWay.put(version, rendering);
        }
        renders.execute(() -> {
            try {
                byte[] rendered = render.get();
                rendering.complete(rendered);
                keep(version, rendering, rendered.length);
            } catch (RuntimeException | Error failed) {
                synchronized (this) {
                    underWay.remove(version);
                }
                rendering.completeExceptionally(failed);
            }
        });
        return rendering;
    }

    /** Keeps a rendered document unless it alone is larger than the bound, and forgets past the bound. */
    private synchronized void keep(String version, CompletableFuture<byte[]> rendering, int length) {
        underWay.remove(version);
        if (length > maxBytes) {
            return;
        }
        askedOnce.put(version, rendering);
        onceBytes += length;
        forgetPastTheBound(askedOnce.values().iterator(), rendering, true);
        forgetPastTheBound(askedAgain.values().iterator(), rendering, false);
    }

    /** Forgets the least recently asked for but {@code kept}, the document just kept: it fits once all others are gone. */
    private void forgetPastTheBound(Iterator<CompletableFuture<byte[]>> leastRecentFirst, CompletableFuture<byte[]> kept, boolean once) {
        while (onceBytes + againBytes > maxBytes && leastRecentFirst.hasNext()) {
            CompletableFuture<byte[]> next = leastRecentFirst.next();
            if (next != kept) {
                long length = next.join().length;
                leastRecentFirst.remove();
                if (once) {
                    onceBytes -= length;
                } else {
                    againBytes -= length;
                }
            }
        }
    }

    Executor renders() {
        return renders;
    }

    synchronized long bytes() {
        return onceBytes + againBytes;
    }
}
