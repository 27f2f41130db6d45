package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.ProtectedAnswers;
import dev.stigservice.application.answer.Rendition;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.CciLookup;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.port.Renderer;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A CCI lookup: access, the CCI's shape (400), then the list and the index (404 when neither knows it). */
public final class LookUpCciService implements LookUpCciUseCase {

    static final String NOT_A_CCI = "Not a CCI: a CCI looks like CCI-000366";

    private final ProtectedAnswers answers;
    private final Renderer<CciLookup> renderer;
    private final CatalogPublisher catalog;

    public LookUpCciService(ProtectedAnswers answers, Renderer<CciLookup> renderer, CatalogPublisher catalog) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = Objects.requireNonNull(renderer);
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public ProtectedAnswer lookUp(LookUpCciQuery query) {
        return answers.answer(query.credentials(), () -> {
            if (!RuleIds.isCci(query.cci())) {
                return new ProtectedAnswer.BadRequest(NOT_A_CCI);
            }
            String cci = RuleIds.key(query.cci());
            Optional<CciList> list = catalog.cciList();
            CciItem item = list.flatMap(known -> known.find(cci)).orElse(null);
            if (item == null && CitingRules.found(catalog, List.of(cci)).isEmpty()) {
                return new ProtectedAnswer.NotFound(cci + " is in no CCI list loaded and no rule cites it");
            }
            String listVersion = list.map(CciList::version).orElse(null);
            return new ProtectedAnswer.Ready(Rendition.shown(renderer,
                    () -> new CciLookup(cci, item, listVersion, CitingRules.read(catalog, List.of(cci))),
                    "cci", cci, catalog.stateKey()));
        });
    }
}
