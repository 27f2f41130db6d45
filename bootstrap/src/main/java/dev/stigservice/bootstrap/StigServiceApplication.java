package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cli.ImportCommand;
import io.micronaut.context.exceptions.BeanInstantiationException;
import io.micronaut.context.exceptions.DependencyInjectionException;
import io.micronaut.runtime.Micronaut;
import io.micronaut.runtime.exceptions.ApplicationStartupException;

import java.util.Arrays;
import java.util.List;

public final class StigServiceApplication {

    private StigServiceApplication() {
    }

    /** Logback's appenders (logback.xml): any other LOG_FORMAT would leave the service without a log at all. */
    private static final List<String> LOG_FORMATS = List.of("text", "json");

    /** Starts the service, or with {@code import <paths>...} runs the import command and exits. */
    public static void main(String[] args) {
        // Checked before the first logger exists, and reported on standard error: a bad value has no appender to go to.
        String logFormat = System.getProperty("LOG_FORMAT", System.getenv("LOG_FORMAT"));
        if (logFormat != null && !LOG_FORMATS.contains(logFormat)) {
            System.err.println("stig-service did not start: LOG_FORMAT: '" + logFormat + "' is not one of " + String.join(", ", LOG_FORMATS));
            System.exit(BadSetting.EXIT_CODE);
        }
        if (args.length > 0 && ImportCommand.NAME.equals(args[0])) {
            System.exit(ImportCommandFactory.importCommand().run(Arrays.asList(args).subList(1, args.length), System.out, System.err));
        }
        try {
            // No banner: every line on standard output is a log line, which JSON logging relies on.
            Micronaut.build(args).mainClass(StigServiceApplication.class).banner(false)
                    .mapError(BeanInstantiationException.class, BadSetting::exitCode)
                    .mapError(DependencyInjectionException.class, BadSetting::exitCode)
                    .start();
        } catch (ApplicationStartupException e) {
            BadSetting.report(e);
            System.exit(BadSetting.EXIT_CODE);
        }
    }
}
