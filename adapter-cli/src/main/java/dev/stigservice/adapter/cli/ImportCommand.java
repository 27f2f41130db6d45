package dev.stigservice.adapter.cli;

import dev.stigservice.application.imports.ImportBenchmarksCommand;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.imports.ImportReport;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * {@code stig-service import <file-or-folder>...}: an inbound adapter of {@link ImportBenchmarksUseCase} that loads
 * XCCDF files and DISA bundles into a database backend, printing one line per file and a summary. Exit status 0 when
 * everything was imported or already there, 1 when something was skipped or could not be read, 2 on wrong usage or
 * configuration. The database is opened only once the arguments are right.
 */
public final class ImportCommand {

    public static final String NAME = "import";
    public static final int IMPORTED = 0;
    public static final int SKIPPED = 1;
    public static final int WRONG_USAGE = 2;

    /** Where the files go, opened for one run and closed after it. */
    public record Target(ImportBenchmarksUseCase importer, AutoCloseable closer) implements AutoCloseable {

        public Target {
            Objects.requireNonNull(importer, "importer");
            Objects.requireNonNull(closer, "closer");
        }

        @Override
        public void close() throws Exception {
            closer.close();
        }
    }

    /** The target cannot take imports (a backend that reads its own folder, a bad setting): the message says why. */
    public static final class UnusableTarget extends RuntimeException {
        public UnusableTarget(String message) {
            super(message);
        }
    }

    private final String importingBackends;
    private final Supplier<Target> target;

    /**
     * @param importingBackends the backends that take imports and what each needs set, for the usage line
     *                          ({@code mariadb or postgres (with datasources.default.url set)})
     * @param target            opens the configured store; throws {@link UnusableTarget} when it cannot take imports
     */
    public ImportCommand(String importingBackends, Supplier<Target> target) {
        this.importingBackends = Objects.requireNonNull(importingBackends);
        this.target = Objects.requireNonNull(target);
    }

    public int run(List<String> arguments, PrintStream out, PrintStream err) {
        List<Path> paths = arguments.stream().map(Path::of).toList();
        if (paths.isEmpty()) {
            err.println("usage: stig-service import <file-or-folder>... (with stig.storage.backend=" + importingBackends + ")");
            return WRONG_USAGE;
        }
        for (Path path : paths) {
            if (!Files.exists(path)) {
                err.println("import: " + path + " does not exist");
                return WRONG_USAGE;
            }
        }
        try (Target opened = target.get()) {
            ImportReport report = opened.importer().importBenchmarks(new ImportBenchmarksCommand(paths, out::println));
            report.skipped().forEach(skipped -> err.println("skipped " + skipped));
            out.println(report.line());
            return report.skipped().isEmpty() ? IMPORTED : SKIPPED;
        } catch (UnusableTarget e) {
            err.println("import: " + e.getMessage());
            return WRONG_USAGE;
        } catch (IOException e) {
            err.println("import: " + e.getMessage());
            return SKIPPED;
        } catch (Exception e) {
            err.println("import: " + rootMessage(e));
            return WRONG_USAGE;
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
