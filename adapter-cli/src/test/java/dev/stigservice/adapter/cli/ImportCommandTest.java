package dev.stigservice.adapter.cli;

import dev.stigservice.application.imports.ImportBenchmarksCommand;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.imports.ImportReport;
import dev.stigservice.application.snapshot.ImportSnapshotCommand;
import dev.stigservice.application.snapshot.ImportSnapshotUseCase;
import dev.stigservice.domain.model.RefusedSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/** The command's exit status, lines and order of checks, with the use case faked: the database is opened last, and closed. */
class ImportCommandTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final AtomicBoolean opened = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();

    private int run(Supplier<Opened<ImportCommand.Importers>> target, String... arguments) {
        return new ImportCommand("mariadb or postgres", target).command().body()
                .run(List.of(arguments), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private Supplier<Opened<ImportCommand.Importers>> importing(ImportBenchmarksUseCase importer) {
        return () -> {
            opened.set(true);
            return new Opened<>(new ImportCommand.Importers(importer, snapshots), () -> closed.set(true));
        };
    }

    /** Takes the files named *.snapshot as snapshots: refuses "refused.snapshot", imports the others. */
    private final ImportSnapshotUseCase snapshots = new ImportSnapshotUseCase() {
        @Override
        public boolean isSnapshot(Path file) {
            return file.toString().endsWith(".snapshot");
        }

        @Override
        public ImportReport importSnapshot(ImportSnapshotCommand command) throws RefusedSnapshot {
            if (command.snapshot().endsWith("refused.snapshot")) {
                throw new RefusedSnapshot("entry manifest.tsv: its SHA-256 differs from SHA256SUMS");
            }
            command.progress().accept("Verified " + command.snapshot());
            return new ImportReport(2, 1, List.of());
        }
    };

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void noPathIsWrongUsageAndOpensNothing() {
        assertThat(run(importing(command -> new ImportReport(0, 0, List.of())))).isEqualTo(Command.WRONG_USAGE);
        assertThat(err()).startsWith("usage: stig-service import <file-or-folder-or-snapshot>...").contains("stig.storage.backend=mariadb or postgres");
        assertThat(opened).isFalse();
    }

    @Test
    void aPathThatDoesNotExistIsWrongUsageAndOpensNothing() {
        assertThat(run(importing(command -> new ImportReport(0, 0, List.of())), folder.resolve("missing.xml").toString()))
                .isEqualTo(Command.WRONG_USAGE);
        assertThat(err()).contains("missing.xml does not exist");
        assertThat(opened).isFalse();
    }

    @Test
    void everyFileImportedIsZeroWithOneLinePerFileAndASummary() throws IOException {
        Path file = Files.writeString(folder.resolve("a.xml"), "<Benchmark/>");
        List<Path> asked = new ArrayList<>();
        int status = run(importing(command -> {
            asked.addAll(command.paths());
            command.progress().accept("imported a.xml");
            return new ImportReport(1, 0, List.of());
        }), file.toString());

        assertThat(status).isEqualTo(Command.DONE);
        assertThat(asked).containsExactly(file);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("imported a.xml\n").contains(new ImportReport(1, 0, List.of()).line());
        assertThat(closed).isTrue();
    }

    @Test
    void aSkippedFileIsOneAndNamedOnStandardError() throws IOException {
        Path file = Files.writeString(folder.resolve("b.xml"), "not xml");
        assertThat(run(importing(command -> {
            command.problems().accept("[1/1] b.xml: skipped, not well-formed XML");
            return new ImportReport(0, 0, List.of("b.xml: not well-formed XML"));
        }), file.toString())).isEqualTo(Command.FAILED);
        assertThat(err()).as("named once, as it was met").isEqualTo("[1/1] b.xml: skipped, not well-formed XML\n");
        assertThat(closed).isTrue();
    }

    @Test
    void someStoredAndSomeSkippedIsThreeWithEachSkippedMemberNamed() throws IOException {
        Path library = Files.writeString(folder.resolve("library.zip"), "zip");
        String member = "library.zip!/U_X_V1R2_STIG.zip: the zip is cut short";
        assertThat(run(importing(command -> {
            command.problems().accept("[1/1] " + member);
            return new ImportReport(2, 1, List.of(member));
        }), library.toString())).isEqualTo(Command.PARTLY_DONE).isNotIn(Command.DONE, Command.FAILED, Command.WRONG_USAGE);
        assertThat(err()).isEqualTo("[1/1] " + member + "\n");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Import finished: 2 imported, 1 unchanged, 1 skipped");
        assertThat(closed).isTrue();
    }

    @Test
    void aTargetThatCannotTakeImportsIsWrongUsageWithItsReason() throws IOException {
        Path file = Files.writeString(folder.resolve("c.xml"), "<Benchmark/>");
        assertThat(run(() -> {
            throw new Opened.Unusable("stig.storage.backend must be mariadb or postgres");
        }, file.toString())).isEqualTo(Command.WRONG_USAGE);
        assertThat(err()).isEqualTo("import: stig.storage.backend must be mariadb or postgres\n");
    }

    @Test
    void aFailureWhileImportingIsReportedByItsDeepestMessage() throws IOException {
        Path file = Files.writeString(folder.resolve("d.xml"), "<Benchmark/>");
        ImportBenchmarksUseCase failing = (ImportBenchmarksCommand command) -> {
            throw new IllegalStateException("could not store", new RuntimeException("connection refused"));
        };
        assertThat(run(importing(failing), file.toString())).isEqualTo(Command.WRONG_USAGE);
        assertThat(err()).isEqualTo("import: connection refused\n");
        assertThat(closed).isTrue();
    }

    @Test
    void aSnapshotGoesToTheSnapshotImportAndTheOtherFilesToTheFileImport() throws IOException {
        Path snapshot = Files.writeString(folder.resolve("march.snapshot"), "zip");
        Path file = Files.writeString(folder.resolve("e.xml"), "<Benchmark/>");
        List<Path> asked = new ArrayList<>();
        int status = run(importing(command -> {
            asked.addAll(command.paths());
            return new ImportReport(1, 0, List.of());
        }), snapshot.toString(), file.toString());

        assertThat(status).isEqualTo(Command.DONE);
        assertThat(asked).containsExactly(file);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Verified " + snapshot, new ImportReport(2, 1, List.of()).line());
    }

    @Test
    void aRefusedSnapshotIsOneLineSayingWhichCheckFailedAndThatNothingWasStored() throws IOException {
        Path snapshot = Files.writeString(folder.resolve("refused.snapshot"), "zip");
        assertThat(run(importing(command -> new ImportReport(0, 0, List.of())), snapshot.toString())).isEqualTo(Command.FAILED);
        assertThat(err()).isEqualTo("import: refused " + snapshot + ": entry manifest.tsv: its SHA-256 differs from SHA256SUMS; "
                + "nothing of it was stored\n");
        assertThat(closed).isTrue();
    }
}
