package dev.stigservice.domain.model;

import java.util.List;

/**
 * What a CCI means and which served rules cite it.
 *
 * @param cci         {@code CCI-000366}
 * @param item        the CCI in the loaded list; null when no list is loaded or the list does not know it
 * @param listVersion the loaded CCI list's version; null when none is loaded
 * @param rules       by slug, then file order
 */
public record CciLookup(String cci, CciItem item, String listVersion, List<CitingRule> rules) {

    public CciLookup {
        Text.requireText(cci, "cci");
        rules = List.copyOf(rules);
    }
}
