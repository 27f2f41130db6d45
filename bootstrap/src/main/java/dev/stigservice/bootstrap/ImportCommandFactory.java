package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cli.ImportCommand;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import io.micronaut.context.ApplicationContext;

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
        return new ImportCommand(StorageBackend.names(StorageBackend.databases(), " or "), ImportCommandFactory::open);
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
            if (backend.exampleDatabaseUrl().isEmpty()) {
                throw new ImportCommand.UnusableTarget("stig.storage.backend must be " + StorageBackend.names(StorageBackend.databases(), " or ")
                        + "; the " + backend.name() + " backend reads its folder itself");
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
