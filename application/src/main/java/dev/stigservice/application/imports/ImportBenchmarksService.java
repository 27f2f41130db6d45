package dev.stigservice.application.imports;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.FileContents;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public final class ImportBenchmarksService implements ImportBenchmarksUseCase {

    private final BenchmarkFiles files;
    private final BenchmarkArchive archive;

    public ImportBenchmarksService(BenchmarkFiles files, BenchmarkArchive archive) {
        this.files = Objects.requireNonNull(files);
        this.archive = Objects.requireNonNull(archive);
    }

    @Override
    public ImportReport importBenchmarks(ImportBenchmarksCommand command) throws IOException {
        List<Path> found = new ArrayList<>();
        for (Path path : command.paths()) {
            found.addAll(files.filesBelow(path));
        }
        int imported = 0;
        int unchanged = 0;
        List<String> skipped = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            String name = found.get(i).toString();
            String prefix = "[%d/%d] %s: ".formatted(i + 1, found.size(), name);
            FileContents contents;
            try {
                contents = files.read(found.get(i));
            } catch (IOException | RuntimeException e) {
                skipped.add(name + ": " + e.getMessage());
                command.progress().accept(prefix + "skipped, " + e.getMessage());
                continue;
            }
            skipped.addAll(contents.problems());
            contents.problems().forEach(problem -> command.progress().accept(prefix + "skipped " + problem));
            for (Benchmark benchmark : contents.benchmarks()) {
                try {
                    boolean added = archive.save(benchmark);
                    if (added) {
                        imported++;
                    } else {
                        unchanged++;
                    }
                    command.progress().accept(prefix + (added ? "imported " : "unchanged ") + describe(benchmark));
                } catch (RuntimeException e) {
                    skipped.add(name + " " + benchmark.benchmarkId() + ": " + e.getMessage());
                    command.progress().accept(prefix + "failed " + benchmark.benchmarkId() + ": " + e.getMessage());
                }
            }
        }
        return new ImportReport(imported, unchanged, skipped);
    }

    private static String describe(Benchmark benchmark) {
        String label = benchmark.revision().label();
        return benchmark.benchmarkId() + " " + (label == null ? "" : label + " ") + "(" + benchmark.rules().size() + " rules)";
    }
}
