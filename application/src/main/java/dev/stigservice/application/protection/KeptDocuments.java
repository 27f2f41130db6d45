package dev.stigservice.application.protection;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The bytes of rendered documents by version (which hashes everything they depend on, so one version is one document
 * forever): a document asked for again is answered from here, with no model loaded and nothing rendered, and without
 * a lock. At most {@code maxBytes} of them. Those asked for once are forgotten first, the oldest first, and those asked
 * for again hold at most four fifths of the bound: a run of documents asked for once (a crawl of lookups) passes
 * through without pushing out the downloads asked for all day. A document not kept is rendered on the executor given
 * (loading a model and rendering take time the caller may owe others); concurrent requests for one version share one
 * rendering, and one that fails is not kept.
 */
public final class KeptDocuments {

    /** A document kept or being rendered. */
    private static final class Kept {
        final CompletableFuture<byte[]> bytes = new CompletableFuture<>();
        /** Asked for since it was last looked at for forgetting: set by requests, cleared under the lock. */
        volatile boolean askedAgain;
        int length;
    }

    private final long maxBytes;
    private final Executor renders;
    private final Map<String, Kept> byVersion = new ConcurrentHashMap<>();
    /** The versions kept, oldest first, in the order they were kept or last moved; read and changed under the lock. */
    private final ArrayDeque<String> askedOnce = new ArrayDeque<>();
    private final ArrayDeque<String> askedOften = new ArrayDeque<>();
    private long onceBytes;
    private long oftenBytes;

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
        Kept kept = byVersion.get(version);
        Kept rendering = kept == null ? new Kept() : null;
        if (kept == null) {
            kept = byVersion.computeIfAbsent(version, v -> rendering);
        }
        if (kept != rendering) {
            if (!kept.askedAgain) {
                kept.askedAgain = true; // written once, not on every request: the kept ones are read by every thread
            }
            return kept.bytes;
        }
        renders.execute(() -> {
            try {
                byte[] rendered = render.get();
                rendering.bytes.complete(rendered);
                keep(version, rendering, rendered.length);
            } catch (RuntimeException | Error failed) {
                byVersion.remove(version, rendering);
                rendering.bytes.completeExceptionally(failed);
            }
        });
        return rendering.bytes;
    }

    /** Counts a rendered document in, unless it alone is larger than the bound, and forgets past the bound. */
    private synchronized void keep(String version, Kept kept, int length) {
        if (length > maxBytes) {
            byVersion.remove(version, kept);
            return;
        }
        kept.length = length;
        kept.askedAgain = false;
        askedOnce.addLast(version);
        onceBytes += length;
        while (onceBytes + oftenBytes > maxBytes) {
            String oldest = askedOnce.size() > 1 || !version.equals(askedOnce.peekFirst()) ? askedOnce.pollFirst() : null;
            if (oldest == null) { // only this one is asked for once: the oldest asked for again goes
                oftenBytes -= byVersion.remove(askedOften.pollFirst()).length;
            } else if (oldest.equals(version)) {
                askedOnce.addLast(oldest);
            } else {
                Kept looked = byVersion.get(oldest);
                onceBytes -= looked.length;
                if (looked.askedAgain) {
                    looked.askedAgain = false;
                    askedOften.addLast(oldest);
                    oftenBytes += looked.length;
                    demoteTheOldestAskedOften();
                } else {
                    byVersion.remove(oldest);
                }
            }
        }
    }

    /** Past four fifths of the bound, the oldest asked for again (and not since) go back to those asked for once. */
    private void demoteTheOldestAskedOften() {
        // Each looked at twice at most: a second chance, then gone, however often requests ask meanwhile.
        for (int looks = 2 * askedOften.size(); looks > 0 && oftenBytes > maxBytes / 5 * 4 && askedOften.size() > 1; looks--) {
            String oldest = askedOften.pollFirst();
            Kept looked = byVersion.get(oldest);
            if (looked.askedAgain) {
                looked.askedAgain = false;
                askedOften.addLast(oldest);
            } else {
                oftenBytes -= looked.length;
                askedOnce.addLast(oldest);
                onceBytes += looked.length;
            }
        }
    }

    Executor renders() {
        return renders;
    }

    synchronized long bytes() {
        return onceBytes + oftenBytes;
    }
}
