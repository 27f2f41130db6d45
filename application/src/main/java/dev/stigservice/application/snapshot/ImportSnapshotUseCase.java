package dev.stigservice.application.snapshot;

import dev.stigservice.application.imports.ImportReport;
import dev.stigservice.domain.model.RefusedSnapshot;

import java.io.IOException;
import java.nio.file.Path;

/**
 * In-port: stores every document of a signed snapshot, once everything in it has been checked (the signature by a
 * trusted key, every entry's checksum, every document against its key, the manifest against the entries). On any
 * failure nothing is stored. Importing a snapshot already imported changes nothing.
 */
public interface ImportSnapshotUseCase {

    /** Whether the file is a snapshot (and so must pass its checks) rather than a benchmark file or bundle. */
    boolean isSnapshot(Path file);

    /**
     * @throws RefusedSnapshot naming the entry and the check that failed; nothing was stored
     * @throws IOException     when the file cannot be read
     */
    ImportReport importSnapshot(ImportSnapshotCommand command) throws IOException, RefusedSnapshot;
}
