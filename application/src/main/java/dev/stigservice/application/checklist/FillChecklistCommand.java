package dev.stigservice.application.checklist;

import java.io.InputStream;
import java.util.Objects;

/**
 * Fill a checklist from a scan's results.
 *
 * @param results      the scanner's results as it wrote them (XCCDF 1.1 or 1.2, ARF), read as a stream
 * @param slug         the benchmark's slug as sent; null for the one the results' benchmark id names
 * @param revision     the revision's label as sent; null for the stored revision whose rule ids cover the scan's most
 * @param format       {@code ckl} or {@code cklb} as sent; null for the existing checklist's own, or else ckl
 * @param into         an existing checklist (CKL or CKLB) to put the results into; null for a new one
 * @param byRuleNumber whether a result of another revision of a rule (the same {@code SV-} number) is applied to it
 * @param host         the asset's host name as sent, in place of the scan's; null to keep the scan's (and likewise the others)
 */
public record FillChecklistCommand(InputStream results, String slug, String revision, String format, byte[] into,
                                   boolean byRuleNumber, String host, String fqdn, String ip, String mac, String role) {

    public FillChecklistCommand {
        Objects.requireNonNull(results, "results");
    }
}
