package dev.stigservice.application.snapshot;

import dev.stigservice.domain.model.RefusedSnapshot;

import java.io.IOException;
import java.io.OutputStream;

/**
 * In-port: a signed snapshot of every stored document (every revision, bundles' documents, the CCI list), or of those
 * an earlier snapshot did not hold, for a network that cannot reach DISA. Two exports of the same stored state are
 * byte for byte the same.
 */
public interface ExportSnapshotUseCase {

    /**
     * Reads what the snapshot will hold, checks each document against its key and signs the sums: everything that can
     * fail for a reason other than the writing, done before a byte is written.
     *
     * @throws RefusedSnapshot       when the earlier snapshot named by the query cannot be read
     * @throws IOException           when the store or the earlier snapshot's file cannot be read
     * @throws IllegalStateException when no signing key is configured, saying which setting names it
     */
    SignedSnapshot signSnapshot(ExportSnapshotQuery query) throws IOException, RefusedSnapshot;

    /**
     * Writes the archive: the sums, their signature, the manifest, then each document, read from the store again one at
     * a time (memory stays bounded by the largest document). Does not close {@code out}.
     *
     * @throws IOException when writing fails, or a document left the store or changed since it was signed
     */
    void writeSnapshot(SignedSnapshot snapshot, OutputStream out) throws IOException;
}
