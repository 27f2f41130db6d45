package dev.stigservice.application.scap;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapRule;
import dev.stigservice.domain.model.ScapRuleMap;
import dev.stigservice.domain.port.Renderer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletionStage;

/**
 * The protected path for a SCAP benchmark's map: access, the benchmark, the revision, then each SCAP rule with the
 * manual rule of the same rule number ({@code SV-230221}) in the manual benchmark the revision maps to, and that
 * benchmark's rules no SCAP rule automates. The manual model is read only when the answer is rendered.
 */
public final class MapScapBenchmarkService implements MapScapBenchmarkUseCase {

    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<ScapRuleMap>> renderer;
    private final PublishedBenchmarks published;
    private final BenchmarkModels models;

    public MapScapBenchmarkService(ProtectedAnswers answers, Renderer<ScapRuleMap> renderer, PublishedBenchmarks published,
                                   BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = RegisteredRenderer.of(Objects.requireNonNull(renderer));
        this.published = Objects.requireNonNull(published);
        this.models = Objects.requireNonNull(models);
    }

    @Override
    public CompletionStage<ProtectedAnswer> map(ScapBenchmarkQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(ScapBenchmarkQuery query) {
        return ScapBenchmarks.resolve(published, query, revision -> {
            BenchmarkSummary manual = published.scapCounterpart(revision).orElse(null);
            return answers.show(renderer, () -> map(revision, manual),
                    "SCAP map", revision.key().sha256(), manual == null ? "no manual benchmark" : manual.key().sha256());
        });
    }

    private ScapRuleMap map(ScapBenchmark scap, BenchmarkSummary manual) {
        if (manual == null) {
            return new ScapRuleMap(scap, null, scap.rules().stream().map(rule -> new ScapRuleMap.Mapped(rule, null)).toList(), List.of());
        }
        List<Rule> manualRules = models.model(manual).rules();
        Map<Long, Rule> byNumber = new HashMap<>();
        for (Rule rule : manualRules) {
            long number = RuleIds.ruleNumber(rule.ruleId());
            if (number >= 0) {
                byNumber.putIfAbsent(number, rule);
            }
        }
        Set<Long> covered = new HashSet<>();
        List<ScapRuleMap.Mapped> mapped = new ArrayList<>();
        for (ScapRule rule : scap.rules()) {
            Rule match = rule.ruleNumber() < 0 ? null : byNumber.get(rule.ruleNumber());
            if (match != null) {
                covered.add(rule.ruleNumber());
            }
            mapped.add(new ScapRuleMap.Mapped(rule, match));
        }
        List<Rule> uncovered = manualRules.stream().filter(rule -> !covered.contains(RuleIds.ruleNumber(rule.ruleId()))).toList();
        return new ScapRuleMap(scap, manual, mapped, uncovered);
    }
}
