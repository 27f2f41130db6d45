package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.Upload;

import java.util.Objects;

/**
 * Fill a checklist from a scan's results.
 *
 * @param results      the scanner's results as it wrote them (XCCDF 1.1 or 1.2, ARF), read as a stream
 * @param slug         the benchmark's slug as sent; null for the one the results' benchmark id names
 * @param revision     the revision's label as sent; null for the stored revision whose rule ids cover the scan's most
 * @param format       {@code ckl} or {@code cklb} as sent; null for the existing checklist's own, or else ckl
 * @param into         an existing checklist (CKL or CKLB) to put the results into, read after the results; null for a new one
 * @param match        how results are matched to rules as sent: null for by rule id, {@link #BY_RULE_NUMBER} to apply a result
 *                     of another revision of a rule (the same {@code SV-} number) to it too; anything else is refused
 * @param host         the asset's host name as sent, in place of the scan's; null to keep the scan's (and likewise the others)
 */
public record FillChecklistCommand(Upload results, String slug, String revision, String format, Upload into,
                                   String match, String host, String fqdn, String ip, String mac, String role) {

    /** STIG Viewer's "allow rule revision mismatches". */
    public static final String BY_RULE_NUMBER = "rule-number";

    public FillChecklistCommand {
        Objects.requireNonNull(results, "results");
    }

    boolean byRuleNumber() {
        return BY_RULE_NUMBER.equals(match);
    }
}
