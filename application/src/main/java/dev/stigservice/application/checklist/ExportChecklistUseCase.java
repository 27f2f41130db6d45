package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/**
 * In-port: a blank checklist of a benchmark's revision in one of STIG Viewer's formats, every rule not reviewed.
 * Checked like a download: the token, the format, the slug, the revision; then the asset's fields.
 */
public interface ExportChecklistUseCase {

    CompletionStage<ProtectedAnswer> export(ExportChecklistQuery query);
}
