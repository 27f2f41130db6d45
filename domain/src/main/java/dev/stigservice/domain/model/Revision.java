package dev.stigservice.domain.model;

import java.math.BigInteger;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which release of a benchmark this is: the XCCDF {@code version} and the release number and date from
 * DISA's {@code release-info} text. Any part may be missing in real files; missing parts are null.
 */
public record Revision(String version, String release, LocalDate benchmarkDate) implements Comparable<Revision> {

    private static final Comparator<Revision> NEWEST_LAST = Comparator
            .comparing(Revision::version, Revision::compareNumbers)
            .thenComparing(Revision::release, Revision::compareNumbers)
            .thenComparing(Revision::benchmarkDate, Comparator.nullsFirst(Comparator.naturalOrder()));

    /** A version or release as DISA numbers them: {@code 2}, {@code 1.17}. */
    private static final Pattern NUMBER = Pattern.compile("\\d{1,18}(\\.\\d{1,18})*");
    /** Longer than any label DISA writes; a stated label beyond it is not written back. */
    private static final int LABEL_LENGTH = 32;

    public Revision {
        version = Text.blankToNull(version);
        release = Text.blankToNull(release);
    }

    /** Whether a text has the shape of a revision label such as {@code V2R8}: safe to echo in a message. */
    public static boolean isLabel(String text) {
        return text != null && text.matches("V\\d{1,9}R\\d{1,9}");
    }

    /** DISA's short label, {@code V2R8}; null unless both version and release are known. */
    public String label() {
        return version == null || release == null ? null : "V" + version + "R" + release;
    }

    /**
     * The label when version and release are both numbers and it is of a label's length; null otherwise. For a revision
     * an upload states (a checklist): such text is written back to the caller only when it has DISA's shape.
     */
    public String numberedLabel() {
        String label = label();
        return label != null && label.length() <= LABEL_LENGTH && NUMBER.matcher(version).matches()
                && NUMBER.matcher(release).matches() ? label : null;
    }

    /** The label in lower case for file names, {@code v2r8}; null when there is no label. */
    public String fileLabel() {
        String label = label();
        return label == null ? null : label.toLowerCase(Locale.ROOT);
    }

    /** Orders by version, then release, both compared as dotted numbers, then by benchmark date. */
    @Override
    public int compareTo(Revision other) {
        return NEWEST_LAST.compare(this, other);
    }

    /** "1.17" &gt; "1.9" and "002" = "2"; a missing or non-numeric part counts as 0, so it sorts before any release. */
    private static int compareNumbers(String left, String right) {
        String[] leftParts = numericParts(left);
        String[] rightParts = numericParts(right);
        for (int i = 0; i < Math.max(leftParts.length, rightParts.length); i++) {
            BigInteger l = i < leftParts.length ? new BigInteger(leftParts[i]) : BigInteger.ZERO;
            BigInteger r = i < rightParts.length ? new BigInteger(rightParts[i]) : BigInteger.ZERO;
            int order = l.compareTo(r);
            if (order != 0) {
                return order;
            }
        }
        return 0;
    }

    private static String[] numericParts(String text) {
        if (text == null || !NUMBER.matcher(text).matches()) {
            return new String[0];
        }
        return text.split("\\.");
    }
}
