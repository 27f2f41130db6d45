package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** Where a rule is: every benchmark and stored revision holding a rule that answers to an id. */
public interface LookUpRuleUseCase {

    CompletionStage<ProtectedAnswer> lookUp(LookUpRuleQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(LookUpRuleQuery query, String version);
}
