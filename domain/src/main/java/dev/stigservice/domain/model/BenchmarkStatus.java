package dev.stigservice.domain.model;

import java.time.LocalDate;
import java.util.Locale;

/** The XCCDF {@code status} element: a word such as {@code accepted} or {@code draft}, and its date; both may be missing. */
public record BenchmarkStatus(String value, LocalDate date) {

    public static final BenchmarkStatus NONE = new BenchmarkStatus(null, null);

    public BenchmarkStatus {
        value = Text.blankToNull(value) == null ? null : value.strip().toLowerCase(Locale.ROOT);
    }

    public boolean isDraft() {
        return "draft".equals(value);
    }
}
