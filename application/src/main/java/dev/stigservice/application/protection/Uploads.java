package dev.stigservice.application.protection;


import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.MalformedUpload;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The bounds on request bodies: one upload held whole is at most {@code maxSize} bytes, and the uploads being read and
 * used at one time hold at most {@code maxInFlight} bytes together. An upload claims its declared length (the largest
 * allowed when it declares none) before a byte of it is read, and gives it back when its use has answered; one that
 * finds no room is answered {@link Refusal.Busy} without being read. So memory for bodies is bounded by
 * {@code maxInFlight} whatever the number of clients, and none of it is spent on one that is refused.
 * <p>
 * An upload read as a stream (a scan's results, tens of megabytes) is never held: it claims nothing and is bounded by
 * {@code maxStreamed} bytes alone.
 */
public final class Uploads {

    private final long maxSize;
    private final long maxInFlight;
    private final long maxStreamed;
    private final AtomicLong claimed = new AtomicLong();

    /**
     * @param maxSize     the largest upload, in bytes; at most {@code Integer.MAX_VALUE - 8} (one array)
     * @param maxInFlight the bytes all uploads in flight may claim together; at least {@code maxSize}
     * @param maxStreamed the largest upload read as a stream, in bytes
     */
    public Uploads(long maxSize, long maxInFlight, long maxStreamed) {
        if (maxSize < 1 || maxSize > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("the largest upload is from 1 byte to 2 GB, not " + maxSize);
        }
        if (maxInFlight < maxSize) {
            throw new IllegalArgumentException("the bytes of uploads in flight (" + maxInFlight
                    + ") must be at least the largest upload (" + maxSize + ")");
        }
        if (maxStreamed < 1) {
            throw new IllegalArgumentException("the largest streamed upload is at least 1 byte, not " + maxStreamed);
        }
        this.maxSize = maxSize;
        this.maxInFlight = maxInFlight;
        this.maxStreamed = maxStreamed;
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
            } catch (IOException unread) {
                return Decision.refused(unreadable(unread));
            }
            if (bytes.length > maxSize) {
                return Decision.refused(new Refusal.TooLarge(maxSize));
            }
            return use.apply(bytes);
        } finally {
            claimed.addAndGet(-claim);
        }
    }

    /**
     * Gives the upload to {@code use} as a stream of at most {@code maxStreamed} bytes, then reads what {@code use} left
     * of it, so that bytes after what it needed count too. A stream that fails answers for it, whatever {@code use}
     * made of the failure (a reader calls a cut document malformed): {@link Refusal.TooLarge} past the bound, the
     * upload's own {@link MalformedUpload} message, or {@link Refusal.BadRequest} when it ended before its end.
     */
    Decision stream(Upload upload, Function<InputStream, Decision> use) {
        if (upload.declaredLength() > maxStreamed) {
            return Decision.refused(new Refusal.TooLarge(maxStreamed));
        }
        try (BoundedStream content = new BoundedStream(upload.content(), maxStreamed)) {
            Decision decision;
            try {
                decision = use.apply(content);
                content.transferTo(OutputStream.nullOutputStream());
            } catch (IOException | RuntimeException failed) {
                if (content.failure == null) {
                    throw failed instanceof RuntimeException unexpected ? unexpected : new UncheckedIOException((IOException) failed);
                }
                decision = null;
            }
            return content.failure == null ? decision : Decision.refused(content.failure instanceof TooLarge
                    ? new Refusal.TooLarge(maxStreamed) : unreadable(content.failure));
        } catch (IOException closing) {
            return Decision.refused(unreadable(closing));
        }
    }

    private static Refusal unreadable(IOException failure) {
        return new Refusal.BadRequest(failure instanceof MalformedUpload malformed ? malformed.getMessage()
                : "The upload ended before its last byte arrived");
    }

    /** Counts what is read, fails past the bound, and remembers its first failure for {@link #stream} to answer with. */
    private static final class BoundedStream extends FilterInputStream {
        private final long bound;
        private long read;
        private IOException failure;

        BoundedStream(InputStream content, long bound) {
            super(content);
            this.bound = bound;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (failure != null) {
                throw failure;
            }
            try {
                // One byte past the bound tells a body of exactly the bound from a larger one.
                int n = super.read(buffer, offset, (int) Math.min(length, bound - read + 1));
                if (n > 0 && (read += n) > bound) {
                    throw new TooLarge();
                }
                return n;
            } catch (IOException failed) {
                failure = failed;
                throw failed;
            }
        }

        @Override
        public long skip(long n) throws IOException {
            int length = (int) Math.min(n, 8192);
            return Math.max(read(new byte[length], 0, length), 0);
        }
    }

    private static final class TooLarge extends IOException {
        TooLarge() {
            super("the upload is larger than its bound");
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
