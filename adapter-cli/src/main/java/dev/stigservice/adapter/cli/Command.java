package dev.stigservice.adapter.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Objects;

/**
 * One command of {@code java -jar stig-service.jar <command> ...}: the word that names it, its arguments and options
 * as the usage shows them, and what it does with them.
 *
 * @param name  e.g. {@code import}
 * @param usage e.g. {@code import <file-or-folder-or-snapshot>...}
 * @param body  runs it, returning the exit status
 */
public record Command(String name, String usage, Body body) {

    /** Everything done (or already there). */
    public static final int DONE = 0;
    /** It could not be done (for an import: nothing was stored, everything skipped or refused); standard error says why. */
    public static final int FAILED = 1;
    /** Wrong arguments or settings: nothing was done. */
    public static final int WRONG_USAGE = 2;
    /** Done in part: something was stored and something skipped or refused (a library with a broken member); standard error names each. */
    public static final int PARTLY_DONE = 3;

    public Command {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(body, "body");
    }

    @FunctionalInterface
    public interface Body {
        /** @return the exit status */
        int run(List<String> arguments, PrintStream out, PrintStream err);
    }
}
