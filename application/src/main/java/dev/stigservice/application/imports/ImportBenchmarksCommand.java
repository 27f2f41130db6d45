package dev.stigservice.application.imports;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * @param paths    files and folders to import (folders are scanned recursively, hidden files ignored)
 * @param progress receives one line per file, and per benchmark in it, as it is done
 */
public record ImportBenchmarksCommand(List<Path> paths, Consumer<String> progress) {

    public ImportBenchmarksCommand {
        paths = List.copyOf(paths);
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("name at least one file or folder to import");
        }
        Objects.requireNonNull(progress, "progress");
    }
}
