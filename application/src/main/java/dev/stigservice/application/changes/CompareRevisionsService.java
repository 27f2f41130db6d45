package dev.stigservice.application.changes;

import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.RevisionComparison;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.ChangeReportWriter;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.Optional;

/** A change report is the protected path with a change-report writer and two revisions of the benchmark. */
public final class CompareRevisionsService implements CompareRevisionsUseCase {

    private final ProtectedAnswers answers;
    private final Formats<ChangeReportWriter> formats;
    private final PublishedBenchmarks published;
    private final BenchmarkModels models;

    public CompareRevisionsService(ProtectedAnswers answers, Formats<ChangeReportWriter> formats, PublishedBenchmarks published,
                                   BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.formats = Objects.requireNonNull(formats);
        this.published = Objects.requireNonNull(published);
        this.models = Objects.requireNonNull(models);
    }

    @Override
    public CompletionStage<ProtectedAnswer> compare(CompareRevisionsQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(CompareRevisionsQuery query) {
        return answers.about(query.format(), formats, query.slug(), (writer, served) -> {
            Slug slug = served.slug();
            Optional<BenchmarkSummary> to = published.revisionOrServed(served, query.to());
            if (to.isEmpty()) {
                return Decision.refused(Refusal.NotFound.revision(slug, query.to()));
            }
            List<BenchmarkSummary> revisions = published.revisions(slug); // newest first
            Optional<BenchmarkSummary> from = query.from() == null
                    ? revisions.stream().skip(revisions.indexOf(to.get()) + 1L).findFirst()
                    : published.revision(slug, query.from());
            if (from.isEmpty()) {
                return Decision.refused(query.from() == null ? Refusal.NotFound.revisionBefore(slug, to.get().revision())
                        : Refusal.NotFound.revision(slug, query.from()));
            }
            return report(writer, from.get(), to.get());
        });
    }

    /** {@code rhel-9-stig-v2r7-to-v2r8-changes.csv}; the models are loaded and compared only when it is written. */
    private Decision report(RegisteredRenderer<ChangeReportWriter> writer, BenchmarkSummary older, BenchmarkSummary newer) {
        return answers.send(writer, () -> RevisionComparison.compare(models.model(older), models.model(newer)),
                newer.slug().value() + "-" + label(older) + "-to-" + label(newer) + "-changes", older.key().sha256(), newer.key().sha256());
    }

    private static String label(BenchmarkSummary revision) {
        String label = revision.revision().fileLabel();
        return label == null ? revision.key().sha256().substring(0, 8) : label;
    }
}
