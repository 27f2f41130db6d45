package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** What a CCI means (from DISA's CCI list) and which served rules cite it. */
public interface LookUpCciUseCase {

    CompletionStage<ProtectedAnswer> lookUp(LookUpCciQuery query);
}
