package dev.stigservice.endtoend.operations;

import dev.stigservice.endtoend.support.JarProcess;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the packaged jar does with its arguments: a word that is no command, or an option that is no setting, prints
 * every command with its options and exits 2 without starting a server; a command that cannot run says which setting
 * it needs.
 */
class CommandLineIT {

    private static JarProcess run(List<String> options, String... arguments) throws Exception {
        JarProcess command = JarProcess.command(options, arguments);
        command.exitCode();
        return command;
    }

    @Test
    void anUnknownCommandOrArgumentPrintsTheUsageAndStartsNothing() throws Exception {
        for (List<String> arguments : List.of(List.of("export-snapshots", "x.zip"), List.of("--help"), List.of("serve"))) {
            JarProcess command = run(List.of(), arguments.toArray(String[]::new));
            assertThat(command.exitCode()).as(arguments.toString()).isEqualTo(2);
            assertThat(command.output()).as(arguments.toString())
                    .contains("stig-service: unknown command or argument '" + arguments.getFirst() + "'")
                    .anySatisfy(line -> assertThat(line).startsWith("usage: java -jar stig-service.jar [--<setting>=<value>...]"))
                    .anySatisfy(line -> assertThat(line).contains("java -jar stig-service.jar import <file-or-folder-or-snapshot>..."))
                    .anySatisfy(line -> assertThat(line).contains("java -jar stig-service.jar export-snapshot <file> [--since "))
                    .anySatisfy(line -> assertThat(line).contains("java -jar stig-service.jar checklist <results file> [--slug S] [--revision R]"))
                    .noneSatisfy(line -> assertThat(line).contains("Server Running"));
        }
    }

    @Test
    void anExportWithoutASigningKeySaysWhichSettingToSet() throws Exception {
        JarProcess command = run(List.of(), "export-snapshot", "never-written.zip");
        assertThat(command.exitCode()).isEqualTo(2);
        assertThat(command.output()).anySatisfy(line -> assertThat(line)
                .startsWith("export-snapshot: this instance has no snapshot signing key: set stig.snapshot.signing-key"));
    }

    @Test
    void anImportIntoTheDemoCatalogSaysItNeedsAFolder() throws Exception {
        JarProcess command = run(List.of("-Dstig.storage.backend=files"), "import", "pom.xml");
        assertThat(command.exitCode()).isEqualTo(2);
        assertThat(command.output()).anySatisfy(line -> assertThat(line)
                .contains("the files backend takes imports into a folder: set stig.catalog.directory"));
    }
}
