package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.domain.model.Credentials;

/**
 * In-port: a scan's results (SCC's or OpenSCAP's XCCDF results, ARF) turned into a checklist of the stored manual
 * revision the scan matches, or put into an existing checklist. Driven by the command line's {@code checklist} command
 * and by the route that takes a scan: one fill, two inbound adapters.
 */
public interface FillChecklistUseCase {

    /** Reads the results (and the existing checklist) from files the caller trusts and answers with the checklist written, or why not. */
    FilledChecklist fill(FillChecklistCommand command);

    /**
     * The same fill for a caller with a token, in the protected order: the token, the format, the benchmark, the options,
     * then the results (streamed, never held whole) and the existing checklist.
     *
     * @param summary whether the answer is what the scan did ({@link dev.stigservice.domain.model.ScanFill}) instead of the checklist
     */
    ProtectedAnswer fill(Credentials credentials, FillChecklistCommand command, boolean summary);
}
