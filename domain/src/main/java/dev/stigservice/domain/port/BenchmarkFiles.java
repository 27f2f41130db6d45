package dev.stigservice.domain.port;

import dev.stigservice.domain.model.FileMember;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Finds the documents in files for an import: the same walk, bundles and limits as the files backend. */
public interface BenchmarkFiles {

    /** Every regular, non-hidden file at or below {@code path} (a file or a folder), in a stable order. */
    List<Path> filesBelow(Path path) throws IOException;

    /**
     * Opens one XML file or DISA zip bundle or library, whose members are then read one at a time, each document
     * unread and stamped with the file's modification time.
     *
     * @throws IOException when the file as a whole cannot be read (cut short, not a zip, neither XML nor a bundle)
     */
    Members open(Path file) throws IOException;

    /** The members of one opened file: only the member last given is held in memory. */
    interface Members extends Closeable {

        /** The next member, read or skipped with its reason; empty after the last. */
        Optional<FileMember> next() throws IOException;
    }
}
