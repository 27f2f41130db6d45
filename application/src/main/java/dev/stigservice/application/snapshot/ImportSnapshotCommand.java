package dev.stigservice.application.snapshot;

import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * @param snapshot the archive to import
 * @param progress receives one line once the snapshot is verified, then one per document as it is stored
 */
public record ImportSnapshotCommand(Path snapshot, Consumer<String> progress) {

    public ImportSnapshotCommand {
        Objects.requireNonNull(snapshot, "snapshot");
        Objects.requireNonNull(progress, "progress");
    }
}
