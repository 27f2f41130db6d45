package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Document;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Finds the documents in files for an import: the same walk, bundles and limits as the files backend. */
public interface BenchmarkFiles {

    /** Every regular, non-hidden file at or below {@code path} (a file or a folder), in a stable order. */
    List<Path> filesBelow(Path path) throws IOException;

    /**
     * The documents of one XML file or DISA zip bundle, unread, each stamped with the file's modification time.
     *
     * @throws IOException when the file cannot be read, breaks a bundle limit, or is neither XML nor a bundle
     */
    List<Document> read(Path file) throws IOException;
}
