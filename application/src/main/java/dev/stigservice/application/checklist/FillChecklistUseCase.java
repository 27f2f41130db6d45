package dev.stigservice.application.checklist;

/**
 * In-port: a scan's results (SCC's or OpenSCAP's XCCDF results, ARF) turned into a checklist of the stored manual
 * revision the scan matches, or put into an existing checklist. Driven by the command line's {@code checklist} command;
 * the same in-port serves any other inbound adapter.
 */
public interface FillChecklistUseCase {

    /** Reads the results (and the existing checklist) and answers with the checklist written, or why not. */
    FilledChecklist fill(FillChecklistCommand command);
}
