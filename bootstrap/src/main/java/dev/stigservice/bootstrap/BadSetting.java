package dev.stigservice.bootstrap;

import io.micronaut.context.exceptions.ConfigurationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A start that failed on a setting ends with one line that names the setting, the value and what is accepted,
 * instead of Micronaut's bean path and stack trace: the operator's mistake, not the code's, is the news.
 * Three kinds are recognised: a {@link ConfigurationException} thrown by a factory, a value Micronaut could not
 * convert to the setting's type, and a failed constraint of a settings record (whose message names the setting).
 */
public final class BadSetting {

    public static final int EXIT_CODE = 2;
    private static final Logger LOG = LoggerFactory.getLogger(BadSetting.class);
    /** Micronaut's text for a value it cannot convert (micronaut-inject's DependencyInjectionException). */
    private static final Pattern UNCONVERTIBLE = Pattern.compile(
            "Error resolving property value \\[(.+?)]\\. Unable to convert value \\[(.*?)] to target type \\[(.+?)]");
    /**
     * One line of micronaut-validation's list of constraint violations: {@code <bean>.<property> - <message>}, where
     * the property of a list element reads {@code tokens[0]<list element>}. Each settings record's message names its setting.
     */
    private static final Pattern VIOLATION = Pattern.compile("^\\s+.+? - (.+)$", Pattern.MULTILINE);

    private BadSetting() {
    }

    /** For Micronaut's startup error handling: 0 hands a bad setting back to main, 1 keeps Micronaut's full report. */
    static int exitCode(Throwable failure) {
        return describe(failure).isPresent() ? 0 : 1;
    }

    /** Logs the one line; anything that is not a bad setting keeps its stack trace. */
    static void report(Throwable failure) {
        describe(failure).ifPresentOrElse(line -> LOG.error("stig-service did not start: {}", line),
                () -> LOG.error("stig-service did not start", failure));
    }

    static Optional<String> describe(Throwable failure) {
        Throwable deepest = failure;
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConfigurationException) {
                return Optional.of(cause.getMessage());
            }
            deepest = cause;
        }
        String text = String.valueOf(deepest.getMessage());
        Matcher unconvertible = UNCONVERTIBLE.matcher(text);
        if (unconvertible.find()) {
            String setting = unconvertible.group(1);
            return Optional.of(setting + ": '" + unconvertible.group(2) + "' is not "
                    + (setting.endsWith("-bytes") ? "a size such as 64MB, 512KB or 1048576" : readable(unconvertible.group(3))));
        }
        if (text.contains("constraint violations")) {
            List<String> violations = new ArrayList<>();
            Matcher violation = VIOLATION.matcher(text);
            while (violation.find()) {
                violations.add(violation.group(1).strip());
            }
            return violations.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", violations));
        }
        return Optional.empty();
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
