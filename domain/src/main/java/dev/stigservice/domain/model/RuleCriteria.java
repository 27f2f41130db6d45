package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a rule must be to be a hit, as the core asks an index: a {@link SearchQuery} with its control turned into the
 * CCIs under it (by the CCI list).
 *
 * @param query       the parsed query
 * @param controlCcis a hit cites one of these; empty when the query has no control filter
 */
public record RuleCriteria(SearchQuery query, Set<String> controlCcis) {

    public RuleCriteria {
        Objects.requireNonNull(query, "query");
        controlCcis = Set.copyOf(controlCcis);
        if (query.control().isPresent() && controlCcis.isEmpty()) {
            throw new IllegalArgumentException("a control filter needs the CCIs under the control");
        }
    }

    /** The words and phrases, in the order written. */
    public List<String> texts() {
        return java.util.stream.Stream.concat(query.words().stream(), query.phrases().stream()).toList();
    }
}
