package dev.stigservice.domain.model;

import java.util.Locale;
import java.util.Optional;

/**
 * What a scanner said of one rule: XCCDF's result values (the same in 1.1 and 1.2), and the checklist status STIG Viewer
 * and STIG Manager give each when they import results.
 */
public enum ScanResult {
    PASS(ReviewStatus.NOT_A_FINDING),
    FAIL(ReviewStatus.OPEN),
    NOTAPPLICABLE(ReviewStatus.NOT_APPLICABLE),
    ERROR(ReviewStatus.NOT_REVIEWED),
    UNKNOWN(ReviewStatus.NOT_REVIEWED),
    NOTCHECKED(ReviewStatus.NOT_REVIEWED),
    NOTSELECTED(ReviewStatus.NOT_REVIEWED),
    INFORMATIONAL(ReviewStatus.NOT_REVIEWED),
    FIXED(ReviewStatus.NOT_REVIEWED);

    private final ReviewStatus status;

    ScanResult(ReviewStatus status) {
        this.status = status;
    }

    /** The result as XCCDF writes it ({@code pass}, {@code notapplicable}); empty for any other text. */
    public static Optional<ScanResult> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String name = text.strip().toUpperCase(Locale.ROOT);
        for (ScanResult result : values()) {
            if (result.name().equals(name)) {
                return Optional.of(result);
            }
        }
        return Optional.empty();
    }

    /** The status a checklist gets from it. */
    public ReviewStatus status() {
        return status;
    }

    /** Whether it decides the rule (pass, fail, notapplicable): the others leave it to an assessor. */
    public boolean definitive() {
        return status != ReviewStatus.NOT_REVIEWED;
    }

    /** As XCCDF writes it. */
    public String xccdf() {
        return name().toLowerCase(Locale.ROOT);
    }
}
