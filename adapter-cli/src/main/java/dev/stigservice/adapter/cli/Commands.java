package dev.stigservice.adapter.cli;

import java.io.PrintStream;
import java.util.List;

/**
 * What {@code java -jar stig-service.jar} does with its arguments: none (or only settings, {@code --name=value})
 * starts the service; a command's name runs that command; anything else prints the usage, every command with its
 * options, and exits {@link Command#WRONG_USAGE} without starting anything.
 */
public final class Commands {

    private static final String JAR = "java -jar stig-service.jar";
    private final List<Command> commands;

    public Commands(List<Command> commands) {
        this.commands = List.copyOf(commands);
    }

    /** No argument, or only settings in Micronaut's command-line form ({@code --stig.catalog.directory=/srv/stigs}). */
    public static boolean startService(List<String> arguments) {
        return arguments.stream().allMatch(argument -> argument.matches("--[A-Za-z][\\w.\\[\\]-]*=.*"));
    }

    /** Runs the command the first argument names; prints the usage when it names none. */
    public int run(List<String> arguments, PrintStream out, PrintStream err) {
        if (!arguments.isEmpty()) {
            for (Command command : commands) {
                if (command.name().equals(arguments.getFirst())) {
                    return command.body().run(arguments.subList(1, arguments.size()), out, err);
                }
            }
        }
        err.println((arguments.isEmpty() ? "" : "stig-service: unknown command or argument '" + arguments.getFirst() + "'\n") + usage());
        return Command.WRONG_USAGE;
    }

    public String usage() {
        StringBuilder usage = new StringBuilder("usage: " + JAR + " [--<setting>=<value>...]   (starts the service)");
        commands.forEach(command -> usage.append("\n       ").append(JAR).append(' ').append(command.usage()));
        return usage.toString();
    }
}
