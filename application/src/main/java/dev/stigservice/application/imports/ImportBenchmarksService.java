package dev.stigservice.application.imports;

import dev.stigservice.application.publication.CatalogContent;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Stores the documents of files in an archive. Each document is read first, so that only benchmarks and CCI lists are stored and
 * the progress line can name what was stored; what is stored is the document itself, stamped with the time of the
 * import.
 */
public final class ImportBenchmarksService implements ImportBenchmarksUseCase {

    private final BenchmarkFiles files;
    private final CatalogContent content;
    private final BenchmarkArchive archive;
    private final Clock clock;

    public ImportBenchmarksService(BenchmarkFiles files, CatalogContent content, BenchmarkArchive archive, Clock clock) {
        this.files = Objects.requireNonNull(files);
        this.content = Objects.requireNonNull(content);
        this.archive = Objects.requireNonNull(archive);
        this.clock = Objects.requireNonNull(clock);
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
            List<Document> documents;
            try {
                documents = files.read(found.get(i));
            } catch (IOException | RuntimeException e) {
                skipped.add(name + ": " + e.getMessage());
                command.progress().accept(prefix + "skipped, " + e.getMessage());
                continue;
            }
            for (Document document : documents) {
                CatalogContent.Content read;
                try {
                    read = content.read(document);
                } catch (UnreadableDocument e) {
                    skipped.add(name + " " + document.fileName() + ": " + e.getMessage());
                    command.progress().accept(prefix + "skipped " + document.fileName() + ": " + e.getMessage());
                    continue;
                }
                try {
                    boolean added = archive.save(document.restampedAt(clock.instant()));
                    if (added) {
                        imported++;
                    } else {
                        unchanged++;
                    }
                    command.progress().accept(prefix + (added ? "imported " : "unchanged ") + read.description());
                } catch (RuntimeException e) {
                    skipped.add(name + " " + read.name() + ": " + e.getMessage());
                    command.progress().accept(prefix + "failed " + read.name() + ": " + e.getMessage());
                }
            }
        }
        return new ImportReport(imported, unchanged, skipped);
    }
}
