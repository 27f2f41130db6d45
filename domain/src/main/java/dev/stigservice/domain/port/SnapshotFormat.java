package dev.stigservice.domain.port;

import dev.stigservice.domain.model.RefusedSnapshot;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The container a snapshot travels in (a zip): named entries, written in a fixed way so that the same entries always
 * give the same bytes, and read back only when the container's own shape is sound. What the entries must say to one
 * another (sums, signature, manifest, keys) is the core's to check, the same for any container.
 */
public interface SnapshotFormat {

    /** Whether the file is in this format and holds a snapshot's own entries (rather than, say, a DISA bundle). */
    boolean holdsSnapshot(Path file);

    /** Starts writing a snapshot to {@code out}; closing the writer finishes it (it does not close {@code out}). */
    Writer write(OutputStream out) throws IOException;

    /**
     * Opens a snapshot to read.
     *
     * @throws RefusedSnapshot when the container is unsound: truncated, an entry named with {@code ..} or an absolute
     *                         path, a link, a name given twice, more entries than a snapshot can hold
     */
    Opened open(Path file) throws IOException, RefusedSnapshot;

    interface Writer extends Closeable {
        void add(String name, byte[] content) throws IOException;
    }

    interface Opened extends Closeable {

        /** Every entry's name, in the order stored. */
        List<String> names();

        /**
         * One entry's content. Reading it fails with an {@link IOException} naming the entry once it decompresses past
         * what an entry may (a zip bomb), whatever its header claimed.
         */
        InputStream read(String name) throws IOException;
    }
}
