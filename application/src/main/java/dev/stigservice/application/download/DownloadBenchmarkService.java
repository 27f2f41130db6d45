package dev.stigservice.application.download;

import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A download is the protected path with an exporter and one revision: the one asked for, or the one the slug serves.
 * Other documents of a benchmark that exporters write, each on a route of its own, are downloads too: a service each,
 * with its own exporters and a suffix in its file names. The core knows them only as exporters.
 */
public final class DownloadBenchmarkService implements DownloadBenchmarkUseCase {

    private final ProtectedAnswers answers;
    private final Formats<Exporter> formats;
    private final PublishedBenchmarks published;
    private final BenchmarkModels models;
    /** The formats whose bytes depend on the CCI list too: asked of each exporter once, here. */
    private final Set<String> readingCciList;
    /** The revisions of NIST SP 800-53 each format may be asked for, where it names them: asked of each exporter once, here. */
    private final Map<String, List<String>> nistRevisions;
    /** What the file name holds between the revision and the format (bootstrap names it); empty for the benchmark's download. */
    private final String fileNameSuffix;

    public DownloadBenchmarkService(ProtectedAnswers answers, Formats<Exporter> formats, PublishedBenchmarks published, BenchmarkModels models) {
        this(answers, formats, published, models, "");
    }

    public DownloadBenchmarkService(ProtectedAnswers answers, Formats<Exporter> formats, PublishedBenchmarks published, BenchmarkModels models,
                                    String fileNameSuffix) {
        this.fileNameSuffix = Objects.requireNonNull(fileNameSuffix);
        this.answers = Objects.requireNonNull(answers);
        this.formats = Objects.requireNonNull(formats);
        this.published = Objects.requireNonNull(published);
        this.models = Objects.requireNonNull(models);
        this.readingCciList = formats.byName().values().stream().filter(registered -> registered.renderer().readsCciList())
                .map(registered -> registered.format().name()).collect(Collectors.toUnmodifiableSet());
        this.nistRevisions = formats.byName().values().stream().collect(Collectors.toUnmodifiableMap(
                registered -> registered.format().name(), registered -> List.copyOf(registered.renderer().nistRevisions())));
    }

    @Override
    public CompletionStage<ProtectedAnswer> download(DownloadBenchmarkQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(DownloadBenchmarkQuery query) {
        return answers.about(query.format(), formats, query.slug(), (exporter, served) -> published.revisionOrServed(served, query.revision())
                .map(chosen -> export(exporter, chosen, query.nist()))
                .orElseGet(() -> Decision.refused(Refusal.NotFound.revision(served.slug(), query.revision()))));
    }

    /**
     * {@code rhel-9-stig-v2r8.csv} ({@code rhel-9-stig-v2r8<suffix>.json} with a suffix), or {@code rhel-9-stig.csv}
     * when the benchmark has no revision label. A format that
     * reads the CCI list gets the one served now, and its version names that list. A {@code nist} asked for is checked
     * as the control lookup checks it (its shape, then whether the list references that revision) and names the version too.
     */
    private Decision export(RegisteredRenderer<Exporter> exporter, BenchmarkSummary revision, String nist) {
        String baseName = revision.fileBaseName() + fileNameSuffix;
        if (nist != null && !CciList.isNistRevision(nist)) {
            return Decision.refused(Refusal.BadRequest.nistRevision());
        }
        List<String> written = nistRevisions.get(exporter.format().name());
        if (nist != null && !written.isEmpty() && !written.contains(nist)) {
            return Decision.refused(new Refusal.NotFound("This document is written in NIST SP 800-53 Revision "
                    + String.join(" or ", written) + ", not " + nist));
        }
        if (!readingCciList.contains(exporter.format().name())) {
            return answers.send(exporter, () -> new Export(models.model(revision), null), baseName, revision.key().sha256());
        }
        CciList cciList = published.cciList().orElse(null);
        String nistRevision = nist;
        if (cciList != null) {
            Optional<String> chosen = cciList.nistRevision(nist);
            if (nist != null && chosen.isEmpty()) {
                return Decision.refused(Refusal.NotFound.nistRevision(cciList.version(), nist));
            }
            nistRevision = chosen.orElse(null);
        }
        String chosenRevision = nistRevision;
        String listSource = cciList == null ? "no CCI list" : cciList.source().sha256();
        // The list alone fixes the default revision; another one asked for is part of what the bytes depend on.
        boolean byDefault = nist == null || cciList != null && cciList.nistRevision(null).filter(nist::equals).isPresent();
        String[] sources = byDefault ? new String[] {revision.key().sha256(), listSource}
                : new String[] {revision.key().sha256(), listSource, "nist " + nist};
        return answers.send(exporter, () -> new Export(models.model(revision), cciList, chosenRevision), baseName, sources);
    }
}
