package dev.stigservice.application.imports;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * @param paths    files and folders to import (folders are scanned recursively, hidden files ignored)
 * @param progress receives one line per document stored or already there, as it is done
 * @param problems receives one line per file, library member or document skipped, as it is met, naming it (by its path
 *                 in the library) and why: each is named once
 */
public record ImportBenchmarksCommand(List<Path> paths, Consumer<String> progress, Consumer<String> problems) {

    /** Every line to one place. */
    public ImportBenchmarksCommand(List<Path> paths, Consumer<String> progress) {
        this(paths, progress, progress);
    }

    public ImportBenchmarksCommand {
        paths = List.copyOf(paths);
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("name at least one file or folder to import");
        }
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(problems, "problems");
    }
}
