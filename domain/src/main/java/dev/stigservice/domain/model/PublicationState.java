package dev.stigservice.domain.model;

import java.time.Instant;
import java.util.List;

/**
 * What the publication holds and how its last reads of the store went: for readiness, the startup line
 * and the catalog metrics.
 *
 * @param loaded      true once the store has been read successfully; until then nothing is served
 * @param cciList     the version of the CCI list served ({@code 2016-06-27}); null when the store holds none
 * @param ccis        how many CCIs that list holds; 0 without one
 * @param lastFailure why the last read of the store failed; null when it succeeded
 * @param lastCheck   when the store was last read or tried; null before the first try
 * @param searchable  true when a search finds every rule of this catalog; false while the search catches up, or fails
 * @param skipped     what the last read of the store skipped: files and library members it could not read, and
 *                    documents that are no benchmark, CCI list or SCAP benchmark (each named in a WARN line when first found)
 * @param scapBenchmarks how many SCAP benchmarks are served (their own kind: not among {@code benchmarks})
 * @param ccisNotInList the CCIs the served revisions' rules cite that the CCI list does not hold, sorted; empty without a list
 */
public record PublicationState(String store, boolean loaded, int benchmarks, int rules, int revisions, String cciList, int ccis,
                           String lastFailure, Instant lastCheck, boolean searchable, int skipped, int scapBenchmarks,
                           List<String> ccisNotInList) {

    public PublicationState {
        ccisNotInList = ccisNotInList == null ? List.of() : List.copyOf(ccisNotInList);
    }

    public PublicationState(String store, boolean loaded, int benchmarks, int rules, int revisions, String cciList, int ccis,
                            String lastFailure, Instant lastCheck, boolean searchable, int skipped, int scapBenchmarks) {
        this(store, loaded, benchmarks, rules, revisions, cciList, ccis, lastFailure, lastCheck, searchable, skipped, scapBenchmarks, List.of());
    }

    /**
     * {@code 22 benchmarks, 1733 rules (24 revisions) from /srv/stigs; CCI list 2016-06-27 (3551 CCIs); 1 SCAP benchmarks;
     * 2 skipped (named in the log)}.
     */
    public String summary() {
        return "%d benchmarks, %d rules (%d revisions) from %s".formatted(benchmarks, rules, revisions, store)
                + (cciList == null ? "" : "; CCI list %s (%d CCIs)".formatted(cciList, ccis))
                + (ccisNotInList.isEmpty() ? "" : "; %d cited CCIs not in the list, which map to no NIST control: %s"
                        .formatted(ccisNotInList.size(), String.join(", ", ccisNotInList)))
                + (scapBenchmarks == 0 ? "" : "; %d SCAP benchmarks".formatted(scapBenchmarks))
                + (skipped == 0 ? "" : "; %d skipped (named in the log)".formatted(skipped))
                + (lastFailure == null ? "" : "; last read failed: " + lastFailure);
    }
}
