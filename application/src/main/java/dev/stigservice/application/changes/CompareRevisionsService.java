package dev.stigservice.application.changes;

import dev.stigservice.application.access.AccessCheck;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.RevisionComparison;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.ChangeReportWriter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The same checks as a download, in the same order (token, format, slug), then the two revisions. */
public final class CompareRevisionsService implements CompareRevisionsUseCase {

    private final AccessCheck access;
    private final Map<String, ChangeReportWriter> writers = new LinkedHashMap<>();
    private final CatalogPublisher catalog;

    public CompareRevisionsService(AccessCheck access, List<ChangeReportWriter> writers, CatalogPublisher catalog) {
        this.access = Objects.requireNonNull(access);
        writers.forEach(writer -> this.writers.put(writer.format().name(), writer));
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public ComparisonResult compare(CompareRevisionsQuery query) {
        Optional<AccessCheck.Refusal> refusal = access.refusal(query.credentials());
        if (refusal.isPresent()) {
            return refusal.get() == AccessCheck.Refusal.UNAUTHORIZED
                    ? new ComparisonResult.Unauthorized() : new ComparisonResult.AuthorizationUnavailable();
        }
        ChangeReportWriter writer = writers.get(query.format());
        if (writer == null) {
            return new ComparisonResult.UnsupportedFormat(List.copyOf(writers.keySet()));
        }
        Optional<Slug> slug = Slug.parse(query.slug());
        if (slug.flatMap(catalog::served).isEmpty()) {
            return new ComparisonResult.NotFound(slug.map(s -> "STIG '" + s.value() + "'").orElse("STIG"));
        }
        List<BenchmarkSummary> revisions = catalog.revisions(slug.get()); // newest first
        Optional<BenchmarkSummary> to = query.to() == null ? catalog.served(slug.get()) : catalog.revision(slug.get(), query.to());
        if (to.isEmpty()) {
            return new ComparisonResult.NotFound(revision(query.to()) + " of STIG '" + slug.get().value() + "'");
        }
        Optional<BenchmarkSummary> from = query.from() == null
                ? revisions.stream().skip(revisions.indexOf(to.get()) + 1L).findFirst()
                : catalog.revision(slug.get(), query.from());
        if (from.isEmpty()) {
            return new ComparisonResult.NotFound(query.from() == null
                    ? "a revision before " + to.get().revision().label() + " of STIG '" + slug.get().value() + "'"
                    : revision(query.from()) + " of STIG '" + slug.get().value() + "'");
        }
        BenchmarkSummary older = from.get();
        BenchmarkSummary newer = to.get();
        return new ComparisonResult.Ready(new ChangeReport(older, newer, writer,
                () -> RevisionComparison.compare(catalog.model(older), catalog.model(newer))));
    }

    /** Names a requested revision in a message only when it has a label's shape: anything else could be hostile. */
    static String revision(String label) {
        return Revision.isLabel(label) ? "revision " + label : "that revision";
    }
}
