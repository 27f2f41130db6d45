package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * An assessor's result for one rule of a checklist.
 *
 * @param severityOverride      the severity the assessor set instead of the rule's; null when none
 * @param severityJustification why; null when none
 */
public record Review(ReviewStatus status, String findingDetails, String comments, Severity severityOverride,
                     String severityJustification) {

    /** A rule no one has looked at yet. */
    public static final Review BLANK = new Review(ReviewStatus.NOT_REVIEWED, null, null, null, null);

    public Review {
        Objects.requireNonNull(status, "review status");
        findingDetails = ChecklistText.bounded(findingDetails, "finding details");
        comments = ChecklistText.bounded(comments, "comments");
        severityJustification = ChecklistText.bounded(severityJustification, "severity justification");
    }

    /** A rule to look at again: not reviewed, with a comment saying why. */
    public static Review reset(String comment) {
        return new Review(ReviewStatus.NOT_REVIEWED, null, comment, null, null);
    }
}
