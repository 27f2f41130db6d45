package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * A NIST SP 800-53 control or enhancement: the CCIs whose references of one revision fall under it, and the served
 * rules citing one of them.
 *
 * @param nistRevision the SP 800-53 revision the CCIs' references were read in ({@code 4})
 * @param listVersion  the loaded CCI list's version; null when none is loaded (then there are no CCIs)
 * @param ccis         in the list's order
 * @param rules        by slug, then file order
 */
public record ControlLookup(NistControl control, String nistRevision, String listVersion, List<CciItem> ccis,
                            List<CitingRule> rules) {

    public ControlLookup {
        Objects.requireNonNull(control, "control");
        ccis = List.copyOf(ccis);
        rules = List.copyOf(rules);
    }
}
