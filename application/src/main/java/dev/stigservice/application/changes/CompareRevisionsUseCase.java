package dev.stigservice.application.changes;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** What changed between two revisions of one benchmark; protected like a download. */
public interface CompareRevisionsUseCase {

    CompletionStage<ProtectedAnswer> compare(CompareRevisionsQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(CompareRevisionsQuery query, String version);
}
