package dev.stigservice.adapter.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Which arguments start the service, which run a command, and what anything else gets: the usage and status 2. */
class CommandsTest {

    private final List<List<String>> ran = new ArrayList<>();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Commands commands = new Commands(List.of(command("import", "import <file>..."),
            command("export-snapshot", "export-snapshot <file> [--since <earlier>]")));

    private Command command(String name, String usage) {
        return new Command(name, usage, (arguments, out, err) -> {
            ran.add(arguments);
            return Command.DONE;
        });
    }

    private int run(String... arguments) {
        return commands.run(List.of(arguments), System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void noArgumentOrOnlySettingsStartTheService() {
        assertThat(Commands.startService(List.of())).isTrue();
        assertThat(Commands.startService(List.of("--stig.catalog.directory=/srv/stigs", "--micronaut.server.port=9090"))).isTrue();
    }

    @Test
    void aWordOrAnOptionWithoutAValueStartsNothing() {
        assertThat(Commands.startService(List.of("export-snapshot", "x"))).isFalse();
        assertThat(Commands.startService(List.of("--help"))).isFalse();
        assertThat(Commands.startService(List.of("--stig.catalog.directory=/srv", "serve"))).isFalse();
    }

    @Test
    void aCommandRunsWithTheArgumentsAfterItsName() {
        assertThat(run("export-snapshot", "a.zip", "--since", "b.zip")).isEqualTo(Command.DONE);
        assertThat(ran).containsExactly(List.of("a.zip", "--since", "b.zip"));
    }

    @Test
    void anUnknownCommandPrintsEveryCommandWithItsOptionsAndIsWrongUsage() {
        assertThat(run("export-snapshots", "x")).isEqualTo(Command.WRONG_USAGE);
        assertThat(ran).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("""
                stig-service: unknown command or argument 'export-snapshots'
                usage: java -jar stig-service.jar [--<setting>=<value>...]   (starts the service)
                       java -jar stig-service.jar import <file>...
                       java -jar stig-service.jar export-snapshot <file> [--since <earlier>]
                """);
    }
}
