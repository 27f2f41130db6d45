package dev.stigservice.domain.model;

/** Where an assessor left a rule in a checklist; STIG Viewer's four statuses. */
public enum ReviewStatus {
    NOT_REVIEWED("Not Reviewed"), OPEN("Open"), NOT_A_FINDING("Not a Finding"), NOT_APPLICABLE("Not Applicable");

    private final String label;

    ReviewStatus(String label) {
        this.label = label;
    }

    /** As STIG Viewer shows it. */
    public String label() {
        return label;
    }
}
