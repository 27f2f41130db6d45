package dev.stigservice.application.search;

import dev.stigservice.application.answer.ProtectedAnswer;

/** In-port: every rule of the served revisions (or every stored one) whose text answers a query, best first. */
public interface SearchRulesUseCase {

    ProtectedAnswer search(SearchRulesQuery query);
}
