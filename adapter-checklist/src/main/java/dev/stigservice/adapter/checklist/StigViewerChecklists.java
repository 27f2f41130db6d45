package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.ChecklistUpgrade;
import dev.stigservice.domain.model.ScanFill;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.ScanResultsReader;

import java.util.List;

/** STIG Viewer's checklist formats, CKL first (the one every tool reads), each with its writer and its reader. */
public final class StigViewerChecklists {

    private StigViewerChecklists() {
    }

    public static List<ChecklistWriter> writers() {
        return List.of(new CklWriter(), new CklbWriter());
    }

    public static List<ChecklistReader> readers() {
        return List.of(new CklReader(), new CklbReader());
    }

    /** The reader of the scan results a checklist is filled from (XCCDF 1.1 and 1.2 results, ARF). */
    public static ScanResultsReader scanResults() {
        return new XccdfResults();
    }

    /** The summary of what a scan did to the checklist it filled (JSON). */
    public static Renderer<ScanFill> scanSummary() {
        return new ScanSummaryJson();
    }

    /** The summary of what carrying a checklist to a new revision did (JSON). */
    public static Renderer<ChecklistUpgrade> upgradeSummary() {
        return new UpgradeSummaryJson();
    }
}
