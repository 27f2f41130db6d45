package dev.stigservice.application.protection;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Upload;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The bounds on request bodies: one upload is at most {@code maxSize} bytes, and the uploads being read and used at
 * one time hold at most {@code maxInFlight} bytes together. An upload claims its declared length (the largest
 * allowed when it declares none) before a byte of it is read, and gives it back when its use has answered; one that
 * finds no room is answered {@link Refusal.Busy} without being read. So memory for bodies is bounded by
 * {@code maxInFlight} whatever the number of clients, and none of it is spent on one that is refused.
 */
public final class Uploads {

    private final long maxSize;
    private final long maxInFlight;
    private final AtomicLong claimed = new AtomicLong();

    /**
     * @param maxSize     the largest upload, in bytes; at most {@code Integer.MAX_VALUE - 8} (one array)
     * @param maxInFlight the bytes all uploads in flight may claim together; at least {@code maxSize}
     */
    public Uploads(long maxSize, long maxInFlight) {
        if (maxSize < 1 || maxSize > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("the largest upload is from 1 byte to 2 GB, not " + maxSize);
        }
        if (maxInFlight < maxSize) {
            throw new IllegalArgumentException("the bytes of uploads in flight (" + maxInFlight
                    + ") must be at least the largest upload (" + maxSize + ")");
        }
        this.maxSize = maxSize;
        this.maxInFlight = maxInFlight;
    }

    /** Bytes claimed by uploads in flight now. */
    public long claimed() {
        return claimed.get();
    }

    /**
     * Reads the upload if it is within the bounds and gives its bytes to {@code use}: {@link Refusal.TooLarge}
     * when it declares or sends more than the largest upload, {@link Refusal.Busy} when the uploads in
     * flight leave no room for it, {@link Refusal.BadRequest} when it ends before its end (the client went
     * away).
     */
    Decision read(Upload upload, Function<byte[], Decision> use) {
        if (upload.declaredLength() > maxSize) {
            return Decision.refused(new Refusal.TooLarge(maxSize));
        }
        long claim = upload.declaredLength() == Upload.UNKNOWN_LENGTH ? maxSize : upload.declaredLength();
        if (!claim(claim)) {
            return Decision.refused(Refusal.Busy.uploads());
        }
        try {
            byte[] bytes;
            try (InputStream content = upload.content()) {
                // One byte past the bound tells a body of exactly maxSize bytes from a larger one sent in chunks.
                bytes = content.readNBytes((int) claim + (claim == maxSize ? 1 : 0));
            } catch (IOException cutShort) {
                return Decision.refused(new Refusal.BadRequest("The upload ended before its last byte arrived"));
            }
            if (bytes.length > maxSize) {
                return Decision.refused(new Refusal.TooLarge(maxSize));
            }
            return use.apply(bytes);
        } finally {
            claimed.addAndGet(-claim);
        }
    }

    private boolean claim(long bytes) {
        long before;
        do {
            before = claimed.get();
            if (before + bytes > maxInFlight) {
                return false;
            }
        } while (!claimed.compareAndSet(before, before + bytes));
        return true;
    }
}
