package dev.stigservice.bootstrap;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.application.imports.ImportBenchmarksCommand;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.imports.ImportReport;
import io.micronaut.context.ApplicationContext;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * {@code java -jar stig-service.jar import <file-or-folder>...}: an inbound adapter of {@link ImportBenchmarksUseCase}
 * that loads XCCDF files and DISA bundles into the database backend chosen with {@code stig.storage.backend}
 * ({@code postgres} unless it names another; application-import-command.yml) under {@code datasources.default}, printing one line
 * per file and a summary. Exit status 0 when everything was imported or already there, 1 when something was
 * skipped, 2 on wrong usage or configuration.
 */
final class ImportCommand {

    static final String NAME = "import";
    /** The environment of the command: no HTTP server, no token validator, no catalog publication. */
    static final String ENVIRONMENT = "import-command";

    private ImportCommand() {
    }

    static int run(String[] arguments, PrintStream out, PrintStream err) {
        List<Path> paths = Arrays.stream(arguments).map(Path::of).toList();
        if (paths.isEmpty()) {
            err.println("usage: java -jar stig-service.jar import <file-or-folder>... (with stig.storage.backend="
                    + StorageBackend.names(StorageBackend.databases(), " or ") + " and datasources.default.url, .username, .password set)");
            return 2;
        }
        for (Path path : paths) {
            if (!Files.exists(path)) {
                err.println("import: " + path + " does not exist");
                return 2;
            }
        }
        try (ApplicationContext context = ApplicationContext.builder().environments(ENVIRONMENT).start()) {
            StorageBackend backend = context.getBean(StorageBackend.class);
            if (backend.exampleDatabaseUrl().isEmpty()) {
                err.println("import: stig.storage.backend must be " + StorageBackend.names(StorageBackend.databases(), " or ")
                        + "; the " + backend.name() + " backend reads its folder itself");
                return 2;
            }
            ImportReport report = context.getBean(ImportBenchmarksUseCase.class)
                    .importBenchmarks(new ImportBenchmarksCommand(paths, out::println));
            report.skipped().forEach(skipped -> err.println("skipped " + skipped));
            out.println(report.line());
            return report.skipped().isEmpty() ? 0 : 1;
        } catch (IOException e) {
            err.println("import: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            // A bad setting in the same one line as when the service starts; anything else by its deepest message.
            err.println("import: " + BadSetting.describe(e).orElseGet(() -> rootMessage(e)));
            return 2;
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
