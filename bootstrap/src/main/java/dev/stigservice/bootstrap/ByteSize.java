package dev.stigservice.bootstrap;

import io.micronaut.context.exceptions.ConfigurationException;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sizes in configuration: {@code 1048576}, {@code 512KB}, {@code 64MB}, {@code 1GB} (powers of 1024). */
final class ByteSize {

    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*(B|KB|MB|GB)?");

    private ByteSize() {
    }

    static long parse(String property, String text) {
        Matcher matcher = SIZE.matcher(text.strip().toUpperCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new ConfigurationException(property + " must be a size such as 64MB, not " + text);
        }
        long value = Long.parseLong(matcher.group(1));
        String unit = matcher.group(2) == null ? "B" : matcher.group(2);
        return switch (unit) {
            case "KB" -> value << 10;
            case "MB" -> value << 20;
            case "GB" -> value << 30;
            default -> value;
        };
    }
}
