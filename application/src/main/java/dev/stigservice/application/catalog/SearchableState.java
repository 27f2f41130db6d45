package dev.stigservice.application.catalog;

import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.port.RuleSearch;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One published state for a search: built with it and swapped with it, so a search never mixes two states.
 *
 * @param searcher the stored revisions of the served benchmarks, searchable together
 * @param served   the keys of the revisions the slugs serve
 * @param stored   the keys of every stored revision of the served benchmarks
 * @param cciList  the CCI list served, which turns a control into its CCIs
 * @param stateKey names the state (see {@link ServedCatalog#stateKey})
 */
public record SearchableState(RuleSearch.Searcher searcher, Set<ContentKey> served, Set<ContentKey> stored, Optional<CciList> cciList,
                              String stateKey) {

    public SearchableState {
        Objects.requireNonNull(searcher, "searcher");
        served = Set.copyOf(served);
        stored = Set.copyOf(stored);
        Objects.requireNonNull(cciList, "cciList");
        Objects.requireNonNull(stateKey, "stateKey");
    }
}
