package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cli.ChecklistCommand;
import dev.stigservice.adapter.cli.Commands;
import dev.stigservice.adapter.cli.ExportSnapshotCommand;
import dev.stigservice.adapter.cli.ImportCommand;
import dev.stigservice.adapter.cli.Opened;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.application.checklist.FillChecklistUseCase;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.publication.CatalogPublisher;
import dev.stigservice.application.snapshot.ExportSnapshotUseCase;
import dev.stigservice.application.snapshot.ImportSnapshotUseCase;
import dev.stigservice.settings.BadSetting;
import io.micronaut.context.ApplicationContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Wires the commands (adapter-cli) to the store that {@code stig.storage.backend} names, each in a context of its own:
 * no HTTP server, no token validator, no catalog publication. The import fills PostgreSQL unless the setting names
 * another backend that takes imports (application-import-command.yml); the export reads the store the service serves; the
 * checklist publishes the catalog the service serves, once, and answers from it.
 */
final class CommandsFactory {

    /** The environment of every command: no server, no publication. */
    static final String ENVIRONMENT = "command";
    /** The import's own defaults on top (a database). */
    static final String IMPORT_ENVIRONMENT = "import-command";

    private CommandsFactory() {
    }

    static Commands commands() {
        return new Commands(List.of(importCommand().command(), new ExportSnapshotCommand(() -> open(List.of(ENVIRONMENT),
                context -> context.getBean(ExportSnapshotUseCase.class))).command(),
                new ChecklistCommand(() -> open(List.of(ENVIRONMENT), context -> {
                    // The catalog is published once, as the service publishes it at startup, before the use case answers from it.
                    context.getBean(CatalogPublisher.class);
                    return context.getBean(FillChecklistUseCase.class);
                })).command()));
    }

    private static ImportCommand importCommand() {
        // "mariadb or postgres, with datasources.default.url set": each backend that takes imports and what it needs.
        Map<String, List<String>> byRequired = new TreeMap<>();
        StorageBackend.importing().forEach(backend -> byRequired.computeIfAbsent(
                String.join(", ", new TreeSet<>(backend.requiredSettings().keySet())), settings -> new ArrayList<>()).add(backend.name()));
        List<String> usage = new ArrayList<>();
        byRequired.forEach((settings, names) -> usage.add(String.join(" or ", names) + (settings.isEmpty() ? "" : ", with " + settings + " set")));
        return new ImportCommand(String.join("; or ", usage), () -> open(List.of(ENVIRONMENT, IMPORT_ENVIRONMENT), context -> {
            StorageBackend backend = context.getBean(StorageBackend.class);
            OpenStore store = context.getBean(OpenStore.class);
            if (!backend.takesImports() || store.archive().isEmpty()) {
                throw new Opened.Unusable("stig.storage.backend must be " + StorageBackend.names(StorageBackend.importing(), " or ")
                        + (backend.takesImports() ? "; the " + backend.name() + " backend takes imports into a folder: set stig.catalog.directory"
                        : "; the " + backend.name() + " backend takes no imports"));
            }
            return new ImportCommand.Importers(context.getBean(ImportBenchmarksUseCase.class), context.getBean(ImportSnapshotUseCase.class));
        }));
    }

    /** A bad setting is reported in the same one line as when the service starts; anything else by the command. */
    private static <T> Opened<T> open(List<String> environments, Function<ApplicationContext, T> useCases) {
        ApplicationContext context;
        try {
            context = ApplicationContext.builder().environments(environments.toArray(String[]::new)).start();
        } catch (RuntimeException e) {
            throw asBadSetting(e);
        }
        try {
            return new Opened<>(useCases.apply(context), context::close);
        } catch (Opened.Unusable e) {
            context.close();
            throw e;
        } catch (RuntimeException e) {
            context.close();
            throw asBadSetting(e);
        }
    }

    private static RuntimeException asBadSetting(RuntimeException failure) {
        return BadSetting.describe(failure).<RuntimeException>map(Opened.Unusable::new).orElse(failure);
    }
}
