package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** Where a rule is: every benchmark and stored revision holding a rule that answers to an id. */
public interface LookUpRuleUseCase {

    CompletionStage<ProtectedAnswer> lookUp(LookUpRuleQuery query);
}
