package dev.stigservice.adapter.cli;

import dev.stigservice.application.imports.ImportBenchmarksCommand;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.imports.ImportReport;
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

    private int run(Supplier<ImportCommand.Target> target, String... arguments) {
        return new ImportCommand("mariadb or postgres", target)
                .run(List.of(arguments), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private Supplier<ImportCommand.Target> importing(ImportBenchmarksUseCase importer) {
        return () -> {
            opened.set(true);
            return new ImportCommand.Target(importer, () -> closed.set(true));
        };
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void noPathIsWrongUsageAndOpensNothing() {
        assertThat(run(importing(command -> new ImportReport(0, 0, List.of())))).isEqualTo(ImportCommand.WRONG_USAGE);
        assertThat(err()).startsWith("usage: stig-service import <file-or-folder>...").contains("stig.storage.backend=mariadb or postgres");
        assertThat(opened).isFalse();
    }

    @Test
    void aPathThatDoesNotExistIsWrongUsageAndOpensNothing() {
        assertThat(run(importing(command -> new ImportReport(0, 0, List.of())), folder.resolve("missing.xml").toString()))
                .isEqualTo(ImportCommand.WRONG_USAGE);
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

        assertThat(status).isEqualTo(ImportCommand.IMPORTED);
        assertThat(asked).containsExactly(file);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("imported a.xml\n").contains(new ImportReport(1, 0, List.of()).line());
        assertThat(closed).isTrue();
    }

    @Test
    void aSkippedFileIsOneAndNamedOnStandardError() throws IOException {
        Path file = Files.writeString(folder.resolve("b.xml"), "not xml");
        assertThat(run(importing(command -> new ImportReport(0, 0, List.of("b.xml: not well-formed XML"))), file.toString()))
                .isEqualTo(ImportCommand.SKIPPED);
        assertThat(err()).contains("skipped b.xml: not well-formed XML");
        assertThat(closed).isTrue();
    }

    @Test
    void aTargetThatCannotTakeImportsIsWrongUsageWithItsReason() throws IOException {
        Path file = Files.writeString(folder.resolve("c.xml"), "<Benchmark/>");
        assertThat(run(() -> {
            throw new ImportCommand.UnusableTarget("stig.storage.backend must be mariadb or postgres");
        }, file.toString())).isEqualTo(ImportCommand.WRONG_USAGE);
        assertThat(err()).isEqualTo("import: stig.storage.backend must be mariadb or postgres\n");
    }

    @Test
    void aFailureWhileImportingIsReportedByItsDeepestMessage() throws IOException {
        Path file = Files.writeString(folder.resolve("d.xml"), "<Benchmark/>");
        ImportBenchmarksUseCase failing = (ImportBenchmarksCommand command) -> {
            throw new IllegalStateException("could not store", new RuntimeException("connection refused"));
        };
        assertThat(run(importing(failing), file.toString())).isEqualTo(ImportCommand.WRONG_USAGE);
        assertThat(err()).isEqualTo("import: connection refused\n");
        assertThat(closed).isTrue();
    }
}
