package dev.stigservice.application.search;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** In-port: every rule of the served revisions (or every stored one) whose text answers a query, best first. */
public interface SearchRulesUseCase {

    CompletionStage<ProtectedAnswer> search(SearchRulesQuery query);
}
