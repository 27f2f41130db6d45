package dev.stigservice.domain.model;

import java.util.Arrays;
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
        String wanted = code.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(severity -> severity.code().equals(wanted)).findFirst();
    }
}
