package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * In-port: a blank checklist of a benchmark's revision in one of STIG Viewer's formats, every rule not reviewed.
 * Checked like a download: the token, the format, the slug, the revision; then the asset's fields.
 */
public interface ExportChecklistUseCase {

    CompletionStage<ProtectedAnswer> export(ExportChecklistQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(ExportChecklistQuery query, String version);
}
