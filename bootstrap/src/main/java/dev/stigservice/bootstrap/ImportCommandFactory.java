package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cli.ImportCommand;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import io.micronaut.context.ApplicationContext;

import java.util.List;
import java.util.Set;
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
        List<StorageBackend> importing = StorageBackend.importing();
        Set<String> required = new TreeSet<>();
        importing.forEach(backend -> required.addAll(backend.requiredSettings().keySet()));
        return new ImportCommand(StorageBackend.names(importing, " or ")
                + (required.isEmpty() ? "" : " and " + String.join(", ", required) + " set"), ImportCommandFactory::open);
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
