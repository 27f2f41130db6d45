package dev.stigservice.application.lookup;

import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRule;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.CitingRule;
import dev.stigservice.domain.model.RuleIds;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

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
        return ccis.stream().flatMap(cci -> index.rulesAnswering(RuleIds.key(cci)).stream())
                .filter(rule -> published.isServed(rule.revision())).distinct().toList();
    }

    /** The rules {@link #found} for the CCIs, read and checked against them: by slug, then file order. */
    List<CitingRule> read(List<IndexedRule> found, Collection<String> ccis) {
        Set<String> keys = ccis.stream().map(RuleIds::key).collect(Collectors.toSet());
        return found.stream()
                .sorted(Comparator.comparing((IndexedRule rule) -> rule.revision().slug().value())
                        .thenComparingInt(IndexedRule::position))
                .map(indexed -> new CitingRule(indexed.revision(), models.rule(indexed)))
                .filter(citing -> citing.rule().ccis().stream().map(RuleIds::key).anyMatch(keys::contains))
                .toList();
    }
}
