package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cli.Commands;
import dev.stigservice.settings.BadSetting;
import io.micronaut.context.exceptions.BeanInstantiationException;
import io.micronaut.context.exceptions.DependencyInjectionException;
import io.micronaut.runtime.Micronaut;
import io.micronaut.runtime.exceptions.ApplicationStartupException;
import org.slf4j.bridge.SLF4JBridgeHandler;

import java.util.Arrays;

public final class StigServiceApplication {

    private StigServiceApplication() {
    }

    /** Starts the service, or runs the command the arguments name and exits (adapter-cli's {@code Commands}). */
    public static void main(String[] args) {
        // Before anything logs (BadSetting's class does): a command's standard output is its own (a checklist, say), so its
        // log lines go to standard error (logback.xml's LOG_TARGET).
        boolean command = !Commands.startService(Arrays.asList(args));
        if (command) {
            System.setProperty("LOG_TARGET", "System.err");
        }
        // Checked before the first logger exists, and reported on standard error: a bad value has no appender to go to.
        BadSetting.logFormat(System.getProperty("LOG_FORMAT", System.getenv("LOG_FORMAT"))).ifPresent(line -> {
            System.err.println("stig-service did not start: " + line);
            System.exit(BadSetting.EXIT_CODE);
        });
        // Libraries that log through java.util.logging (Lucene) write where every other line goes, JSON included.
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        if (command) {
            System.exit(CommandsFactory.commands().run(Arrays.asList(args), System.out, System.err));
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
