package dev.stigservice.adapter.cli;

import dev.stigservice.application.imports.ImportBenchmarksCommand;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.imports.ImportReport;
import dev.stigservice.application.snapshot.ImportSnapshotCommand;
import dev.stigservice.application.snapshot.ImportSnapshotUseCase;
import dev.stigservice.domain.model.RefusedSnapshot;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * {@code stig-service import <file-or-folder-or-snapshot>...}: an inbound adapter of {@link ImportBenchmarksUseCase}
 * and {@link ImportSnapshotUseCase} that loads XCCDF files, DISA bundles and signed snapshots into a backend that
 * takes imports, printing one line per document and a summary. A snapshot is stored only once it is verified whole;
 * one that fails a check is refused in one line and nothing of it is stored. Exit status {@link Command#DONE} when
 * everything was imported or already there, {@link Command#PARTLY_DONE} when something was stored and something skipped
 * or refused (a library member cut short), {@link Command#FAILED} when nothing was stored and something was skipped or
 * refused, {@link Command#WRONG_USAGE} on wrong arguments or settings. The store is opened only once the arguments are right.
 */
public final class ImportCommand {

    /** What an import writes with. */
    public record Importers(ImportBenchmarksUseCase files, ImportSnapshotUseCase snapshots) {
        public Importers {
            Objects.requireNonNull(files, "files");
            Objects.requireNonNull(snapshots, "snapshots");
        }
    }

    private final String importingBackends;
    private final Supplier<Opened<Importers>> target;

    /**
     * @param importingBackends the backends that take imports and what each needs set, for the usage line
     *                          ({@code mariadb or postgres (with datasources.default.url set)})
     * @param target            opens the configured store; throws {@link Opened.Unusable} when it cannot take imports
     */
    public ImportCommand(String importingBackends, Supplier<Opened<Importers>> target) {
        this.importingBackends = Objects.requireNonNull(importingBackends);
        this.target = Objects.requireNonNull(target);
    }

    /** The command as {@link Commands} runs it. */
    public Command command() {
        return new Command("import", usageLine(), this::run);
    }

    private String usageLine() {
        return "import <file-or-folder-or-snapshot>...   (with stig.storage.backend=" + importingBackends + ")";
    }

    private int run(List<String> arguments, PrintStream out, PrintStream err) {
        List<Path> paths = arguments.stream().map(Path::of).toList();
        if (paths.isEmpty()) {
            err.println("usage: stig-service " + usageLine());
            return Command.WRONG_USAGE;
        }
        for (Path path : paths) {
            if (!Files.exists(path)) {
                err.println("import: " + path + " does not exist");
                return Command.WRONG_USAGE;
            }
        }
        try (Opened<Importers> opened = target.get()) {
            List<Path> files = new ArrayList<>();
            Outcome outcome = new Outcome();
            for (Path path : paths) {
                if (opened.useCases().snapshots().isSnapshot(path)) {
                    importSnapshot(opened.useCases().snapshots(), path, out, err, outcome);
                } else {
                    files.add(path);
                }
            }
            if (!files.isEmpty()) {
                // Each skipped file or member is named once, on standard error, as it is met.
                outcome.add(opened.useCases().files().importBenchmarks(new ImportBenchmarksCommand(files, out::println, err::println)), out, null);
            }
            return outcome.status();
        } catch (Opened.Unusable e) {
            err.println("import: " + e.getMessage());
            return Command.WRONG_USAGE;
        } catch (IOException e) {
            err.println("import: " + e.getMessage());
            return Command.FAILED;
        } catch (Exception e) {
            err.println("import: " + Opened.rootMessage(e));
            return Command.WRONG_USAGE;
        }
    }

    private static void importSnapshot(ImportSnapshotUseCase snapshots, Path snapshot, PrintStream out, PrintStream err,
                                       Outcome outcome) throws IOException {
        try {
            outcome.add(snapshots.importSnapshot(new ImportSnapshotCommand(snapshot, out::println)), out, err);
        } catch (RefusedSnapshot e) {
            err.println("import: refused " + snapshot + ": " + e.getMessage() + "; nothing of it was stored");
            outcome.failed = true;
        }
    }

    /** What the imports of one command stored and skipped, for its exit status. */
    private static final class Outcome {
        private boolean stored;
        private boolean failed;

        /** @param err where to name what was skipped; null when it was named as it was met */
        void add(ImportReport report, PrintStream out, PrintStream err) {
            if (err != null) {
                report.skipped().forEach(skipped -> err.println("skipped " + skipped));
            }
            out.println(report.line());
            stored |= report.storedAny();
            failed |= !report.skipped().isEmpty();
        }

        int status() {
            if (!failed) {
                return Command.DONE;
            }
            return stored ? Command.PARTLY_DONE : Command.FAILED;
        }
    }
}
