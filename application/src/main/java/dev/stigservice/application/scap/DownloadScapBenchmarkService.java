package dev.stigservice.application.scap;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.application.publication.SourceDocuments;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.port.Renderer;

import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletionStage;

/**
 * The protected path for a SCAP benchmark's data stream: access, the benchmark, the revision, then the stored document
 * as it was given (the renderer writes its bytes unchanged), saved under the name it was stored with.
 */
public final class DownloadScapBenchmarkService implements DownloadScapBenchmarkUseCase {

    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<Document>> renderer;
    private final PublishedBenchmarks published;
    private final SourceDocuments documents;

    public DownloadScapBenchmarkService(ProtectedAnswers answers, Renderer<Document> renderer, PublishedBenchmarks published,
                                        SourceDocuments documents) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = RegisteredRenderer.of(Objects.requireNonNull(renderer));
        this.published = Objects.requireNonNull(published);
        this.documents = Objects.requireNonNull(documents);
    }

    @Override
    public CompletionStage<ProtectedAnswer> download(ScapBenchmarkQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(ScapBenchmarkQuery query) {
        return ScapBenchmarks.resolve(published, query, revision -> answers.send(renderer,
                () -> documents.document(revision.key(), "SCAP benchmark " + revision.benchmarkId() + " " + revision.version()),
                baseName(revision), revision.key().sha256()));
    }

    /** The stored file's name without its folders and its {@code .xml}: the download is saved as it was published. */
    static String baseName(ScapBenchmark revision) {
        String name = revision.source().fileName();
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        if (name.toLowerCase(Locale.ROOT).endsWith(".xml")) {
            name = name.substring(0, name.length() - 4);
        }
        return name.isBlank() || !name.matches("[A-Za-z0-9._-]{1,200}") ? revision.slug().value() : name;
    }
}
