package dev.stigservice.domain.model;

import java.util.Locale;
import java.util.Optional;

/** The severity categories DISA assigns to a rule (CAT I = high, CAT II = medium, CAT III = low). */
public enum Severity {
    HIGH, MEDIUM, LOW;

    /** The lower-case name used in XCCDF and in every export. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** XCCDF also allows {@code unknown} and {@code info}; those, and a missing attribute, have no severity. */
    public static Optional<Severity> fromCode(String code) {
        if (code == null) {
            return Optional.empty();
        }
        return switch (code.strip().toLowerCase(Locale.ROOT)) {
            case "high" -> Optional.of(HIGH);
            case "medium" -> Optional.of(MEDIUM);
            case "low" -> Optional.of(LOW);
            default -> Optional.empty();
        };
    }
}
