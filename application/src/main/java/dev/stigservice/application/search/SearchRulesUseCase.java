package dev.stigservice.application.search;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** In-port: every rule of the served revisions (or every stored one) whose text answers a query, best first. */
public interface SearchRulesUseCase {

    CompletionStage<ProtectedAnswer> search(SearchRulesQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(SearchRulesQuery query, String version);
}
