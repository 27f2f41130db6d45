package dev.stigservice.application.changes;

import dev.stigservice.application.answer.ProtectedAnswer;

/** What changed between two revisions of one benchmark; protected like a download. */
public interface CompareRevisionsUseCase {

    ProtectedAnswer compare(CompareRevisionsQuery query);
}
