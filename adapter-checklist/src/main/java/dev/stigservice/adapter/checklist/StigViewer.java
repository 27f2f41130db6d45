package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.xccdf.ReleaseInfo;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What both of STIG Viewer's formats write the same way, apart from spelling: statuses, references, ids. */
final class StigViewer {

    /** DISA's public STIGs are unclassified; a CKL's STIG_INFO spells it so. */
    static final String CLASSIFICATION = "UNCLASSIFIED";
    /**
     * The severity written for a rule DISA gave none (the GPOS SRG V2R1's V-203750): SAF's checklist reader takes only
     * low, medium and high (an empty value, {@code none} and XCCDF's default {@code unknown} make it refuse the whole
     * checklist); CAT II is what the other rules of that SRG have and what DISA's later revisions give this one. No
     * checklist STIG Viewer wrote of such a rule was found (docs/guides/checklists.md).
     */
    static final String SEVERITY_WHEN_NONE = "medium";
    /** The comment STIG Viewer 2 writes after the XML declaration, naming itself; the version whose shape the CKL has. */
    static final String CKL_WRITER = "DISA STIG Viewer :: 2.18";
    /** The asset's marking STIG Viewer 2.17 and later write in a new checklist. */
    static final String MARKING = "CUI";
    /** How many LEGACY_ID entries STIG Viewer 2 writes per VULN, padding with empty values. */
    static final int CKL_LEGACY_IDS = 2;

    private StigViewer() {
    }

    /** {@code NotAFinding} in a CKL. */
    static String cklStatus(ReviewStatus status) {
        return switch (status) {
            case NOT_REVIEWED -> "Not_Reviewed";
            case OPEN -> "Open";
            case NOT_A_FINDING -> "NotAFinding";
            case NOT_APPLICABLE -> "Not_Applicable";
        };
    }

    /** {@code not_a_finding} in a CKLB. */
    static String cklbStatus(ReviewStatus status) {
        return status.name().toLowerCase(Locale.ROOT);
    }

    static Optional<ReviewStatus> fromCkl(String text) {
        return Arrays.stream(ReviewStatus.values()).filter(status -> cklStatus(status).equals(text)).findFirst();
    }

    static Optional<ReviewStatus> fromCklb(String text) {
        return Arrays.stream(ReviewStatus.values()).filter(status -> cklbStatus(status).equals(text)).findFirst();
    }

    /** {@code Red Hat Enterprise Linux 9 STIG :: Version 2, Release: 8 Benchmark Date: 01 Apr 2026}, as STIG Viewer writes it. */
    static String stigRef(ChecklistStig stig) {
        String title = stig.title() == null ? stig.benchmarkId() : stig.title();
        return title + " :: Version " + (stig.revision().version() == null ? "" : stig.revision().version())
                + (stig.releaseInfo() == null ? "" : ", " + stig.releaseInfo());
    }

    /** The revision a checklist states: its version, and the release and date DISA's release text gives. */
    static Revision revision(String version, String releaseInfo) {
        ReleaseInfo release = ReleaseInfo.parse(releaseInfo);
        return new Revision(version, release.release(), release.benchmarkDate());
    }

    /** An assessor's severity override, {@code low}, {@code medium} or {@code high}; null when none is set. */
    static Severity severityOverride(String text, String field) {
        return text == null || text.isBlank() ? null : Severity.fromCode(text)
                .orElseThrow(() -> new IllegalArgumentException(field + " is not one of low, medium, high"));
    }

    /** A rule's id in a CKLB: the same for the same rule of the same benchmark in the checklist. */
    static String ruleUuid(ChecklistStig stig, Rule rule) {
        return ChecklistStig.uuid(stig.uuid() + " " + rule.ruleId());
    }

    /** A CKLB's own id: the same for the same benchmarks and asset. */
    static String checklistUuid(Checklist checklist) {
        return ChecklistStig.uuid("checklist " + checklist.asset() + " "
                + checklist.stigs().stream().map(ChecklistStig::uuid).collect(Collectors.joining(" ")));
    }
}
