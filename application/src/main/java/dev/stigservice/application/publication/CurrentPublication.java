package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.Slug;

import java.util.List;
import java.util.Optional;

/**
 * The publication served now, swapped whole by {@link CatalogPublisher} in one atomic step, and every
 * {@link PublishedBenchmarks} question answered from it: a request sees the old publication or the new one, never a mix.
 */
public final class CurrentPublication implements PublishedBenchmarks {

    private volatile Publication published = Publication.NOTHING;

    Publication current() {
        return published;
    }

    void publish(Publication next) {
        published = next;
    }

    @Override
    public List<BenchmarkSummary> summaries() {
        return published.manual().served();
    }

    @Override
    public Optional<BenchmarkSummary> served(Slug slug) {
        return Optional.ofNullable(published.manual().bySlug().get(slug));
    }

    @Override
    public List<BenchmarkSummary> revisions(Slug slug) {
        return published.manual().revisions().getOrDefault(slug, List.of());
    }

    @Override
    public List<BenchmarkSummary> storedRevisions() {
        return published.manual().stored();
    }

    @Override
    public Optional<BenchmarkSummary> revision(Slug slug, String label) {
        return revisions(slug).stream().filter(summary -> label.equals(summary.revision().label())).findFirst();
    }

    @Override
    public Optional<BenchmarkSummary> revisionOrServed(BenchmarkSummary served, String label) {
        return label == null ? Optional.of(served) : revision(served.slug(), label);
    }

    @Override
    public Optional<CciList> cciList() {
        return Optional.ofNullable(published.cciList());
    }

    @Override
    public List<ScapBenchmark> scapBenchmarks() {
        return published.scap().selection().served();
    }

    @Override
    public Optional<ScapBenchmark> scapServed(Slug slug) {
        return Optional.ofNullable(published.scap().selection().bySlug().get(slug));
    }

    @Override
    public List<ScapBenchmark> scapRevisions(Slug slug) {
        return published.scap().selection().revisions().getOrDefault(slug, List.of());
    }

    @Override
    public Optional<ScapBenchmark> scapRevisionOrServed(ScapBenchmark served, String version) {
        return version == null ? Optional.of(served)
                : scapRevisions(served.slug()).stream().filter(revision -> version.equals(revision.version())).findFirst();
    }

    @Override
    public List<ScapBenchmark> storedScapRevisions() {
        return published.scap().selection().stored();
    }

    @Override
    public Optional<BenchmarkSummary> scapCounterpart(ScapBenchmark revision) {
        return Optional.ofNullable(published.scap().counterparts().get(revision.key()));
    }

    @Override
    public boolean isServed(BenchmarkSummary revision) {
        return revision.equals(published.manual().bySlug().get(revision.slug()));
    }

    @Override
    public String stateKey() {
        return published.stateKey();
    }
}
