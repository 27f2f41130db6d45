package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cli.ImportCommand;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.settings.BadSetting;
import io.micronaut.context.ApplicationContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Wires the import command (adapter-cli) to the store that {@code stig.storage.backend} names, in a context of its own:
 * no HTTP server, no token validator, no catalog publication (application-import-command.yml; {@code postgres}
 * unless the setting names another database backend).
 */
final class ImportCommandFactory {

    /** The environment of the command. */
    static final String ENVIRONMENT = "import-command";

    private ImportCommandFactory() {
    }

    static ImportCommand importCommand() {
        // "mariadb or postgres, with datasources.default.url set": each backend that takes imports and what it needs.
        Map<String, List<String>> byRequired = new TreeMap<>();
        StorageBackend.importing().forEach(backend -> byRequired.computeIfAbsent(
                String.join(", ", new TreeSet<>(backend.requiredSettings().keySet())), settings -> new ArrayList<>()).add(backend.name()));
        List<String> usage = new ArrayList<>();
        byRequired.forEach((settings, names) -> usage.add(String.join(" or ", names) + (settings.isEmpty() ? "" : ", with " + settings + " set")));
        return new ImportCommand(String.join("; or ", usage), ImportCommandFactory::open);
    }

    /** A bad setting is reported in the same one line as when the service starts; anything else by the command. */
    private static ImportCommand.Target open() {
        ApplicationContext context;
        try {
            context = ApplicationContext.builder().environments(ENVIRONMENT).start();
        } catch (RuntimeException e) {
            throw asBadSetting(e);
        }
        try {
            StorageBackend backend = context.getBean(StorageBackend.class);
            if (!backend.takesImports()) {
                throw new ImportCommand.UnusableTarget("stig.storage.backend must be " + StorageBackend.names(StorageBackend.importing(), " or ")
                        + "; the " + backend.name() + " backend takes no imports");
            }
            return new ImportCommand.Target(context.getBean(ImportBenchmarksUseCase.class), context::close);
        } catch (ImportCommand.UnusableTarget e) {
            context.close();
            throw e;
        } catch (RuntimeException e) {
            context.close();
            throw asBadSetting(e);
        }
    }

    private static RuntimeException asBadSetting(RuntimeException failure) {
        return BadSetting.describe(failure).<RuntimeException>map(ImportCommand.UnusableTarget::new).orElse(failure);
    }
}
