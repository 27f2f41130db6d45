package dev.stigservice.application.checklist;

import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.port.ChecklistWriter;

import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.Optional;

/** A blank checklist is the protected path with a checklist writer, one revision and the asset described. */
public final class ExportChecklistService implements ExportChecklistUseCase {

    private final ProtectedAnswers answers;
    private final Formats<ChecklistWriter> formats;
    private final PublishedBenchmarks published;
    private final BenchmarkModels models;

    public ExportChecklistService(ProtectedAnswers answers, Formats<ChecklistWriter> formats, PublishedBenchmarks published,
                                  BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.formats = Objects.requireNonNull(formats);
        this.published = Objects.requireNonNull(published);
        this.models = Objects.requireNonNull(models);
    }

    @Override
    public CompletionStage<ProtectedAnswer> export(ExportChecklistQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(ExportChecklistQuery query) {
        return answers.about(query.format(), formats, query.slug(), (writer, served) -> {
            Optional<BenchmarkSummary> revision = published.revisionOrServed(served, query.revision());
            if (revision.isEmpty()) {
                return Decision.refused(Refusal.NotFound.revision(served.slug(), query.revision()));
            }
            ChecklistAsset asset;
            try {
                asset = ChecklistAsset.described(query.host(), query.fqdn(), query.ip(), query.mac(), query.role());
            } catch (IllegalArgumentException malformed) {
                return Decision.refused(new Refusal.BadRequest(malformed.getMessage()));
            }
            BenchmarkSummary chosen = revision.get();
            return answers.send(writer, () -> Checklist.blank(models.model(chosen), asset),
                    chosen.fileBaseName(), chosen.key().sha256(), asset.toString());
        });
    }
}
