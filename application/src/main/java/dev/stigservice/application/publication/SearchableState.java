package dev.stigservice.application.publication;

import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.port.RuleSearch;

import java.util.Objects;
import java.util.Optional;

/**
 * One published state for a search: built with it and swapped with it, so a search never mixes two states.
 *
 * @param served   the revisions the slugs serve, searchable together
 * @param stored   every stored revision of the served benchmarks, searchable together
 * @param cciList  the CCI list served, which turns a control into its CCIs
 * @param stateKey names the state (see {@link PublishedBenchmarks#stateKey})
 */
public record SearchableState(RuleSearch.Searcher served, RuleSearch.Searcher stored, Optional<CciList> cciList, String stateKey) {

    public SearchableState {
        Objects.requireNonNull(served, "served");
        Objects.requireNonNull(stored, "stored");
        Objects.requireNonNull(cciList, "cciList");
        Objects.requireNonNull(stateKey, "stateKey");
    }
}
