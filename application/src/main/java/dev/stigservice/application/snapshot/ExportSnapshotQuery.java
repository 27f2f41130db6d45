package dev.stigservice.application.snapshot;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Which stored documents a snapshot holds: all of them, or those not in an earlier snapshot, or those stored after a time.
 *
 * @param earlierSnapshot a snapshot written before, or its {@code manifest.tsv}: its documents are left out
 * @param storedAfter     only documents stored after this time (what a mirror that pulled at that time lacks)
 */
public record ExportSnapshotQuery(Optional<Path> earlierSnapshot, Optional<Instant> storedAfter) {

    public ExportSnapshotQuery {
        Objects.requireNonNull(earlierSnapshot, "earlierSnapshot");
        Objects.requireNonNull(storedAfter, "storedAfter");
    }

    public static ExportSnapshotQuery everything() {
        return new ExportSnapshotQuery(Optional.empty(), Optional.empty());
    }
}
