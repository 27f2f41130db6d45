package dev.stigservice.application.imports;

import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.FileMember;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Stores the documents of files in an archive, member by member (each XML file, each XML entry of a bundle or library;
 * a member that cannot be read is reported by its path in the library and skipped alone). Each document is read first, so that only benchmarks and CCI lists are stored and
 * the progress line can name what was stored; what is stored is the document itself, stamped with the time of the
 * import.
 */
public final class ImportBenchmarksService implements ImportBenchmarksUseCase {

    private final BenchmarkFiles files;
    private final DocumentContent content;
    private final BenchmarkArchive archive;
    private final Clock clock;

    public ImportBenchmarksService(BenchmarkFiles files, DocumentContent content, BenchmarkArchive archive, Clock clock) {
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
        Tally tally = new Tally();
        for (int i = 0; i < found.size(); i++) {
            String name = found.get(i).toString();
            String count = "[%d/%d] ".formatted(i + 1, found.size());
            // One member at a time: a library of hundreds of zips is never in memory at once, and a member that
            // cannot be read is reported and skipped alone.
            try (BenchmarkFiles.Members members = files.open(found.get(i))) {
                for (Optional<FileMember> member = members.next(); member.isPresent(); member = members.next()) {
                    importMember(member.get(), count, command, tally);
                }
            } catch (IOException | RuntimeException e) {
                tally.skipped.add(name + ": " + e.getMessage());
                command.problems().accept(count + name + ": skipped, " + e.getMessage());
            }
        }
        return new ImportReport(tally.imported, tally.unchanged, tally.skipped);
    }

    private void importMember(FileMember member, String count, ImportBenchmarksCommand command, Tally tally) {
        String prefix = count + member.where() + ": ";
        if (member.isSkipped()) {
            tally.skipped.add(member.where() + ": " + member.problem());
            command.problems().accept(prefix + "skipped, " + member.problem());
            return;
        }
        Document document = member.document();
        DocumentContent.Content read;
        try {
            read = content.read(document);
        } catch (UnreadableDocument e) {
            tally.skipped.add(member.where() + ": " + e.getMessage());
            command.problems().accept(prefix + "skipped, " + e.getMessage());
            return;
        }
        try {
            boolean added = archive.save(document.restampedAt(clock.instant()));
            if (added) {
                tally.imported++;
            } else {
                tally.unchanged++;
            }
            command.progress().accept(prefix + (added ? "imported " : "unchanged ") + read.description());
        } catch (RuntimeException e) {
            tally.skipped.add(member.where() + " " + read.name() + ": " + e.getMessage());
            command.problems().accept(prefix + "failed " + read.name() + ": " + e.getMessage());
        }
    }

    /** What an import did so far. */
    private static final class Tally {
        private int imported;
        private int unchanged;
        private final List<String> skipped = new ArrayList<>();
    }
}
