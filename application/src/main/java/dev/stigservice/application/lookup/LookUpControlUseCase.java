package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** A NIST SP 800-53 control: the CCIs under it and the served rules citing them. */
public interface LookUpControlUseCase {

    CompletionStage<ProtectedAnswer> lookUp(LookUpControlQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(LookUpControlQuery query, String version);
}
