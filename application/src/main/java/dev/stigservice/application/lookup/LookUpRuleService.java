package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.application.publication.IndexedRule;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.RevisionComparison;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleIdKind;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.RuleLookup;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.Renderer;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.Optional;
import java.util.Set;

/**
 * A rule lookup is the protected path without a benchmark: access, the id's shape (refused when malformed), the index
 * (not found when it holds none); the revisions' models are read only when the answer is rendered.
 */
public final class LookUpRuleService implements LookUpRuleUseCase {

    static final String NOT_A_RULE_ID = "Not a rule id: expected a group id (V-...), a rule id (SV-...), a STIG id,"
            + " a legacy id or an SRG id (SRG-...), letters, digits, spaces and . _ - only";
    static final String A_CCI = "Not a rule id: a CCI is looked up as a CCI";

    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<RuleLookup>> renderer;
    private final PublishedBenchmarks published;
    private final IndexedRules index;
    private final BenchmarkModels models;

    public LookUpRuleService(ProtectedAnswers answers, Renderer<RuleLookup> renderer, PublishedBenchmarks published, IndexedRules index,
                             BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = RegisteredRenderer.of(Objects.requireNonNull(renderer));
        this.published = Objects.requireNonNull(published);
        this.index = Objects.requireNonNull(index);
        this.models = Objects.requireNonNull(models);
    }

    @Override
    public CompletionStage<ProtectedAnswer> lookUp(LookUpRuleQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(LookUpRuleQuery query) {
        Optional<String> key = RuleIds.lookupKey(query.id());
        if (key.isEmpty()) {
            return Decision.refused(new Refusal.BadRequest(RuleIds.isCci(query.id()) ? A_CCI : NOT_A_RULE_ID));
        }
        List<IndexedRule> found = index.rulesAnswering(key.get());
        if (found.isEmpty()) {
            // The id passed the shape check: letters, digits, spaces and . _ - only, so it may be quoted.
            return Decision.refused(new Refusal.NotFound("No rule answers to '" + query.id() + "'"));
        }
        return answers.show(renderer, () -> history(query.id(), key.get(), found),
                "rule", key.get(), published.stateKey());
    }

    private RuleLookup history(String id, String key, List<IndexedRule> found) {
        Map<Slug, List<IndexedRule>> bySlug = new LinkedHashMap<>();
        found.forEach(rule -> bySlug.computeIfAbsent(rule.revision().slug(), slug -> new ArrayList<>()).add(rule));
        Set<RuleIdKind> readAs = EnumSet.noneOf(RuleIdKind.class);
        List<RuleLookup.History> benchmarks = new ArrayList<>();
        bySlug.forEach((slug, rules) -> published.served(slug).ifPresent(served -> {
            List<RuleLookup.Occurrence> occurrences = occurrences(key, rules, served);
            occurrences.forEach(occurrence -> readAs.addAll(occurrence.matchedAs()));
            if (!occurrences.isEmpty()) {
                benchmarks.add(new RuleLookup.History(served, occurrences));
            }
        }));
        return new RuleLookup(id, readAs, benchmarks);
    }

    /**
     * The rule in each revision that holds it, newest first, each with what changed since the next older revision
     * holding it (the rule there with the same group id, or its first).
     */
    private List<RuleLookup.Occurrence> occurrences(String key, List<IndexedRule> found, BenchmarkSummary served) {
        record Held(BenchmarkSummary revision, Rule rule, Set<RuleIdKind> kinds) {
        }
        List<Held> held = new ArrayList<>();
        for (IndexedRule indexed : found) {
            Rule rule = models.rule(indexed);
            Set<RuleIdKind> kinds = RuleIds.kindsOf(rule, key);
            if (!kinds.isEmpty()) {
                held.add(new Held(indexed.revision(), rule, kinds));
            }
        }
        List<RuleLookup.Occurrence> occurrences = new ArrayList<>();
        for (int i = 0; i < held.size(); i++) {
            Held now = held.get(i);
            List<Held> older = held.subList(i + 1, held.size()).stream()
                    .filter(other -> !other.revision().equals(now.revision())).toList();
            List<String> changed = older.isEmpty() ? null : RevisionComparison.changedFields(older.stream()
                    .filter(other -> other.revision().equals(older.getFirst().revision()))
                    .filter(other -> Objects.equals(other.rule().groupId(), now.rule().groupId()))
                    .findFirst().orElse(older.getFirst()).rule(), now.rule());
            occurrences.add(new RuleLookup.Occurrence(now.revision(), now.revision().equals(served), now.rule(), now.kinds(), changed));
        }
        return occurrences;
    }
}
