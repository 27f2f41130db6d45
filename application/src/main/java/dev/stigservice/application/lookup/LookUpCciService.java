package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRule;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.CciLookup;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.port.Renderer;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.Optional;

/** A CCI lookup: access, the CCI's shape (refused when malformed), then the list and the index (not found when neither knows it). */
public final class LookUpCciService implements LookUpCciUseCase {

    static final String NOT_A_CCI = "Not a CCI: a CCI looks like CCI-000366";

    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<CciLookup>> renderer;
    private final PublishedBenchmarks published;
    private final CitingRules citing;

    public LookUpCciService(ProtectedAnswers answers, Renderer<CciLookup> renderer, PublishedBenchmarks published, IndexedRules index,
                            BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = RegisteredRenderer.of(Objects.requireNonNull(renderer));
        this.published = Objects.requireNonNull(published);
        this.citing = new CitingRules(published, index, models);
    }

    @Override
    public CompletionStage<ProtectedAnswer> lookUp(LookUpCciQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(LookUpCciQuery query) {
        if (!RuleIds.isCci(query.cci())) {
            return Decision.refused(new Refusal.BadRequest(NOT_A_CCI));
        }
        String cci = RuleIds.key(query.cci());
        Optional<CciList> list = published.cciList();
        CciItem item = list.flatMap(known -> known.find(cci)).orElse(null);
        List<IndexedRule> found = citing.found(List.of(cci));
        if (item == null && found.isEmpty()) {
            return Decision.refused(new Refusal.NotFound(cci + " is in no CCI list loaded and no rule cites it"));
        }
        String listVersion = list.map(CciList::version).orElse(null);
        return answers.show(renderer,
                () -> new CciLookup(cci, item, listVersion, citing.read(found, List.of(cci))),
                "cci", cci, published.stateKey());
    }
}
