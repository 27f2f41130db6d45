package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * An assessor's result for one rule of a checklist.
 *
 * @param severityOverride      the severity the assessor set instead of the rule's; null when none
 * @param severityJustification why; null when none
 * @param findingDetailsMarking the classification marking STIG Viewer 3 lets an assessor put on the finding details
 *                              ({@code CUI}, say); null when none. A CKL has no place for it.
 * @param commentsMarking       the same for the comments
 */
public record Review(ReviewStatus status, String findingDetails, String comments, Severity severityOverride,
                     String severityJustification, String findingDetailsMarking, String commentsMarking) {

    /** A rule no one has looked at yet. */
    public static final Review BLANK = new Review(ReviewStatus.NOT_REVIEWED, null, null, null, null);

    public Review {
        Objects.requireNonNull(status, "review status");
        findingDetails = ChecklistText.bounded(findingDetails, "finding details");
        comments = ChecklistText.bounded(comments, "comments");
        severityJustification = ChecklistText.bounded(severityJustification, "severity justification");
        findingDetailsMarking = ChecklistText.line(findingDetailsMarking, "finding details' marking");
        commentsMarking = ChecklistText.line(commentsMarking, "comments' marking");
    }

    /** A review whose texts carry no marking of their own (every review a CKL holds). */
    public Review(ReviewStatus status, String findingDetails, String comments, Severity severityOverride,
                  String severityJustification) {
        this(status, findingDetails, comments, severityOverride, severityJustification, null, null);
    }

    /** A rule to look at again: not reviewed, with a comment saying why (the note is unmarked: the old texts are gone). */
    public static Review reset(String comment) {
        return new Review(ReviewStatus.NOT_REVIEWED, null, comment, null, null);
    }
}
