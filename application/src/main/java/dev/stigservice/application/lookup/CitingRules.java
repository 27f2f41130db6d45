package dev.stigservice.application.lookup;

import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.application.catalog.IndexedRule;
import dev.stigservice.domain.model.CitingRule;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleIds;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The rules of the served revisions that cite one of some CCIs, found through the catalog's index. */
final class CitingRules {

    private CitingRules() {
    }

    /** Found in the index, not yet read: enough to tell whether any served rule cites them. */
    static List<IndexedRule> found(CatalogPublisher catalog, Collection<String> ccis) {
        Set<IndexedRule> found = new LinkedHashSet<>();
        ccis.forEach(cci -> catalog.rulesAnswering(RuleIds.key(cci)).stream()
                .filter(rule -> catalog.isServed(rule.revision()))
                .forEach(found::add));
        return List.copyOf(found);
    }

    /** The rules found, read and checked against the CCIs: by slug, then file order. */
    static List<CitingRule> read(CatalogPublisher catalog, Collection<String> ccis) {
        List<IndexedRule> found = found(catalog, ccis);
        Set<String> keys = new LinkedHashSet<>();
        ccis.forEach(cci -> keys.add(RuleIds.key(cci)));
        List<IndexedRule> ordered = new ArrayList<>(found);
        ordered.sort(Comparator.comparing((IndexedRule rule) -> rule.revision().slug().value()).thenComparingInt(IndexedRule::position));
        List<CitingRule> rules = new ArrayList<>();
        for (IndexedRule indexed : ordered) {
            Rule rule = catalog.rule(indexed);
            if (rule.ccis().stream().map(RuleIds::key).anyMatch(keys::contains)) {
                rules.add(new CitingRule(indexed.revision(), rule));
            }
        }
        return rules;
    }
}
