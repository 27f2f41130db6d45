package dev.stigservice.application.changes;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** What changed between two revisions of one benchmark; protected like a download. */
public interface CompareRevisionsUseCase {

    CompletionStage<ProtectedAnswer> compare(CompareRevisionsQuery query);
}
