package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** A NIST SP 800-53 control: the CCIs under it and the served rules citing them. */
public interface LookUpControlUseCase {

    CompletionStage<ProtectedAnswer> lookUp(LookUpControlQuery query);
}
