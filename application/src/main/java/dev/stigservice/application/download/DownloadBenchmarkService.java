package dev.stigservice.application.download;

import dev.stigservice.application.answer.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.ProtectedAnswers;
import dev.stigservice.application.answer.Rendition;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;

import java.util.Objects;
import java.util.Optional;

/** A download is the protected path with an exporter and one revision: the one asked for, or the one the slug serves. */
public final class DownloadBenchmarkService implements DownloadBenchmarkUseCase {

    private final ProtectedAnswers answers;
    private final Formats<Exporter> formats;
    private final CatalogPublisher catalog;

    public DownloadBenchmarkService(ProtectedAnswers answers, Formats<Exporter> formats, CatalogPublisher catalog) {
        this.answers = Objects.requireNonNull(answers);
        this.formats = Objects.requireNonNull(formats);
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public ProtectedAnswer download(DownloadBenchmarkQuery query) {
        return answers.answer(query.credentials(), query.format(), formats, query.slug(), (exporter, served) -> {
            Optional<BenchmarkSummary> revision = query.revision() == null
                    ? Optional.of(served) : catalog.revision(served.slug(), query.revision());
            return revision.<ProtectedAnswer>map(chosen -> new ProtectedAnswer.Ready(export(exporter, chosen)))
                    .orElseGet(() -> ProtectedAnswer.NotFound.revision(served.slug(), query.revision()));
        });
    }

    /**
     * {@code rhel-9-stig-v2r8.csv}, or {@code rhel-9-stig.csv} when the benchmark has no revision label. A format that
     * reads the CCI list gets the one served now, and its entity tag names that list.
     */
    private Rendition<?> export(Exporter exporter, BenchmarkSummary revision) {
        String baseName = revision.fileBaseName();
        if (!exporter.readsCciList()) {
            return Rendition.of(exporter, () -> new Export(catalog.model(revision), null), baseName, revision.key().sha256());
        }
        CciList cciList = catalog.cciList().orElse(null);
        return Rendition.of(exporter, () -> new Export(catalog.model(revision), cciList), baseName, revision.key().sha256(),
                cciList == null ? "no CCI list" : cciList.source().sha256());
    }
}
