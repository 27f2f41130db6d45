package dev.stigservice.settings;

import io.micronaut.context.exceptions.ConfigurationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A start that failed on a setting ends with one line that names the setting, the value and what is accepted,
 * instead of Micronaut's bean path and stack trace: the operator's mistake, not the code's, is the news.
 * Two kinds are recognised: a {@link ConfigurationException} (a settings record's constraint violations, through
 * {@link SettingsValidator}, or a check a record or factory makes itself), and a value Micronaut could not convert to
 * the setting's type.
 */
public final class BadSetting {

    /** The exit status of a start, or an import, refused for a setting. */
    public static final int EXIT_CODE = 2;
    private static final Logger LOG = LoggerFactory.getLogger(BadSetting.class);
    /**
     * Micronaut's text for a value it cannot convert (micronaut-inject's DependencyInjectionException): conversion
     * fails before any validator sees the value, and the exception carries the setting's name only in its message.
     */
    private static final Pattern UNCONVERTIBLE = Pattern.compile(
            "Error resolving property value \\[(.+?)]\\. Unable to convert value \\[(.*?)] to target type \\[(.+?)]");
    /** Logback's appenders (logback.xml): any other LOG_FORMAT would leave the service without a log at all. */
    private static final List<String> LOG_FORMATS = List.of("text", "json");

    private BadSetting() {
    }

    /** For Micronaut's startup error handling: 0 hands a bad setting back to main, 1 keeps Micronaut's full report. */
    public static int exitCode(Throwable failure) {
        return describe(failure).isPresent() ? 0 : 1;
    }

    /** Logs the one line; anything that is not a bad setting keeps its stack trace. */
    public static void report(Throwable failure) {
        describe(failure).ifPresentOrElse(line -> LOG.error("stig-service did not start: {}", line),
                () -> LOG.error("stig-service did not start", failure));
    }

    public static Optional<String> describe(Throwable failure) {
        Throwable deepest = failure;
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConfigurationException) {
                return Optional.of(cause.getMessage());
            }
            deepest = cause;
        }
        Matcher unconvertible = UNCONVERTIBLE.matcher(String.valueOf(deepest.getMessage()));
        if (unconvertible.find()) {
            String setting = unconvertible.group(1);
            return Optional.of(setting + ": '" + unconvertible.group(2) + "' is not "
                    + (setting.endsWith("-bytes") ? "a size such as 64MB, 512KB or 1048576" : readable(unconvertible.group(3))));
        }
        return Optional.empty();
    }

    /**
     * What is wrong with a LOG_FORMAT, checked before the first logger exists (so said on standard error by the
     * caller): a value Logback has no appender for would leave the service silent.
     */
    public static Optional<String> logFormat(String value) {
        return value == null || LOG_FORMATS.contains(value) ? Optional.empty()
                : Optional.of("LOG_FORMAT: '" + value + "' is not one of " + String.join(", ", LOG_FORMATS));
    }

    private static String readable(String type) {
        return switch (type) {
            case "long", "int" -> "a whole number";
            case "Duration" -> "a duration such as 500ms, 5s or 2m";
            case "Method" -> "one of GET, POST";
            default -> "a " + type;
        };
    }
}
