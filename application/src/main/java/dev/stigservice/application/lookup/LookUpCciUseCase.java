package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** What a CCI means (from DISA's CCI list) and which served rules cite it. */
public interface LookUpCciUseCase {

    CompletionStage<ProtectedAnswer> lookUp(LookUpCciQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(LookUpCciQuery query, String version);
}
