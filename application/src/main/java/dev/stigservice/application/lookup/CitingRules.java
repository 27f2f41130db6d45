package dev.stigservice.application.lookup;

import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRule;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.CitingRule;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleIds;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** The rules of the served revisions that cite one of some CCIs, found through the catalog's index. */
final class CitingRules {

    private final PublishedBenchmarks published;
    private final IndexedRules index;
    private final BenchmarkModels models;

    CitingRules(PublishedBenchmarks published, IndexedRules index, BenchmarkModels models) {
        this.published = Objects.requireNonNull(published);
        this.index = Objects.requireNonNull(index);
        this.models = Objects.requireNonNull(models);
    }

    /** Found in the index, not yet read: enough to tell whether any served rule cites them. */
    List<IndexedRule> found(Collection<String> ccis) {
        Set<IndexedRule> found = new LinkedHashSet<>();
        ccis.forEach(cci -> index.rulesAnswering(RuleIds.key(cci)).stream()
                .filter(rule -> published.isServed(rule.revision()))
                .forEach(found::add));
        return List.copyOf(found);
    }

    /** The rules {@link #found} for the CCIs, read and checked against them: by slug, then file order. */
    List<CitingRule> read(List<IndexedRule> found, Collection<String> ccis) {
        Set<String> keys = new LinkedHashSet<>();
        ccis.forEach(cci -> keys.add(RuleIds.key(cci)));
        List<IndexedRule> ordered = new ArrayList<>(found);
        ordered.sort(Comparator.comparing((IndexedRule rule) -> rule.revision().slug().value()).thenComparingInt(IndexedRule::position));
        List<CitingRule> rules = new ArrayList<>();
        for (IndexedRule indexed : ordered) {
            Rule rule = models.rule(indexed);
            if (rule.ccis().stream().map(RuleIds::key).anyMatch(keys::contains)) {
                rules.add(new CitingRule(indexed.revision(), rule));
            }
        }
        return rules;
    }
}
