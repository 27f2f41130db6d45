package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * One rule a search found.
 *
 * @param slug     the benchmark's slug
 * @param revision the revision's label ({@code V2R8}); null when the benchmark has none
 * @param groupId  {@code V-257777}; null when the source gives none
 * @param ruleId   {@code SV-257777r1044832_rule}
 * @param stigId   {@code RHEL-09-211010}; null when the source gives none
 * @param title    the rule's title; null when the source gives none
 * @param severity null when the source gives none
 * @param snippet  a short passage of the rule's text with the matched words between {@code <em>} and {@code </em>} (the
 *                 text itself escaped as XML); null for a search by filters alone
 */
public record SearchHit(String slug, String revision, String groupId, String ruleId, String stigId, String title, Severity severity,
                        String snippet) {

    public SearchHit {
        Objects.requireNonNull(slug, "slug");
        Objects.requireNonNull(ruleId, "ruleId");
    }
}
