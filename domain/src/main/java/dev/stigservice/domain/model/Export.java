package dev.stigservice.domain.model;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What an exporter writes: a benchmark, and DISA's CCI list where the catalog holds one (STIG Viewer's CSV maps each
 * rule's CCIs to NIST SP 800-53 through it).
 *
 * @param cciList      null when the catalog holds no CCI list
 * @param nistRevision the revision of NIST SP 800-53 the request asked the CCI list to be read in ({@code 5}); null for
 *                     the exporter's own choice (the newest the list references)
 */
public record Export(Benchmark benchmark, CciList cciList, String nistRevision) {

    public Export {
        Objects.requireNonNull(benchmark, "benchmark");
    }

    public Export(Benchmark benchmark, CciList cciList) {
        this(benchmark, cciList, null);
    }

    /** The indexes in a revision of NIST SP 800-53 of the rule's CCIs, each once, in the rule's order; empty without a list. */
    public List<String> nistIndexes(Rule rule, String nistRevision) {
        if (cciList == null) {
            return List.of();
        }
        Set<String> indexes = new LinkedHashSet<>();
        rule.ccis().forEach(cci -> cciList.find(cci).ifPresent(item -> indexes.addAll(item.nistIndexes(nistRevision))));
        return List.copyOf(indexes);
    }
}
