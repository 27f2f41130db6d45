package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ControlLookup;
import dev.stigservice.domain.model.NistControl;
import dev.stigservice.domain.port.Renderer;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.Optional;

/**
 * A control lookup: access, the control's and the revision's shape (refused when malformed), then the CCI list: the CCIs under the
 * control (not found when none) and the served rules citing them. Without a CCI list the answer says so and is empty.
 */
public final class LookUpControlService implements LookUpControlUseCase {

    static final String NOT_A_CONTROL = "Not a NIST SP 800-53 control: a control looks like AC-2, an enhancement like AC-2 (1)";

    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<ControlLookup>> renderer;
    private final PublishedBenchmarks published;
    private final CitingRules citing;

    public LookUpControlService(ProtectedAnswers answers, Renderer<ControlLookup> renderer, PublishedBenchmarks published, IndexedRules index,
                                BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = RegisteredRenderer.of(Objects.requireNonNull(renderer));
        this.published = Objects.requireNonNull(published);
        this.citing = new CitingRules(published, index, models);
    }

    @Override
    public CompletionStage<ProtectedAnswer> lookUp(LookUpControlQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(LookUpControlQuery query) {
        Optional<NistControl> parsed = NistControl.parse(query.control());
        if (parsed.isEmpty()) {
            return Decision.refused(new Refusal.BadRequest(NOT_A_CONTROL));
        }
        if (query.nist() != null && !CciList.isNistRevision(query.nist())) {
            return Decision.refused(Refusal.BadRequest.nistRevision());
        }
        NistControl control = parsed.get();
        Optional<CciList> loaded = published.cciList();
        if (loaded.isEmpty()) {
            return answers.show(renderer,
                    () -> new ControlLookup(control, query.nist(), null, List.of(), List.of()),
                    "control", control.toString(), String.valueOf(query.nist()), published.stateKey());
        }
        CciList list = loaded.get();
        Optional<String> chosen = list.nistRevision(query.nist());
        if (chosen.isEmpty()) {
            return Decision.refused(Refusal.NotFound.nistRevision(list.version(), query.nist()));
        }
        String revision = chosen.get();
        List<CciItem> ccis = list.citing(control, revision);
        if (ccis.isEmpty()) {
            return Decision.refused(new Refusal.NotFound("No CCI of the list " + list.version() + " refers to " + control
                    + " in NIST SP 800-53 Revision " + revision));
        }
        List<String> ids = ccis.stream().map(CciItem::id).toList();
        return answers.show(renderer,
                () -> new ControlLookup(control, revision, list.version(), ccis, citing.read(citing.found(ids), ids)),
                "control", control.toString(), revision, published.stateKey());
    }
}
