package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.Slug;

import java.util.List;
import java.util.Optional;

/**
 * What the publication serves, from summaries alone: which revision each slug serves, every stored revision,
 * the CCI list. One published state answers every call, so a request never sees a mix of two.
 */
public interface PublishedBenchmarks {

    /** Every served benchmark, sorted by slug. */
    List<BenchmarkSummary> summaries();

    /** The revision a slug serves. */
    Optional<BenchmarkSummary> served(Slug slug);

    /** Every stored revision of the benchmark a slug serves, newest first. */
    List<BenchmarkSummary> revisions(Slug slug);

    /** One stored revision of the benchmark a slug serves, by its label ({@code V2R7}). */
    Optional<BenchmarkSummary> revision(Slug slug, String label);

    /** The revision of the served benchmark a request names by its label, or the served one when it names none. */
    Optional<BenchmarkSummary> revisionOrServed(BenchmarkSummary served, String label);

    /**
     * Every stored revision of every served benchmark, by slug, newest first within each. The same list object for as
     * long as the same publication is served, so a caller may keep what it derived from it until the list changes.
     */
    List<BenchmarkSummary> storedRevisions();

    /** The served revision of every SCAP benchmark, sorted by slug: their own kind, never among {@link #summaries()}. */
    List<ScapBenchmark> scapBenchmarks();

    /** The revision a SCAP benchmark's slug serves. */
    Optional<ScapBenchmark> scapServed(Slug slug);

    /** Every stored revision of the SCAP benchmark a slug serves, newest first. */
    List<ScapBenchmark> scapRevisions(Slug slug);

    /** The revision of the served SCAP benchmark a request names by its version, or the served one when it names none. */
    Optional<ScapBenchmark> scapRevisionOrServed(ScapBenchmark served, String version);

    /** Every stored revision of every served SCAP benchmark, by slug, newest first within each. */
    List<ScapBenchmark> storedScapRevisions();

    /**
     * The manual benchmark a stored SCAP revision maps to: the served one sharing the most rule numbers with it
     * ({@code SV-230221}); empty when none shares one.
     */
    Optional<BenchmarkSummary> scapCounterpart(ScapBenchmark revision);

    /** Whether a revision is the one its slug serves now. */
    boolean isServed(BenchmarkSummary revision);

    /** The newest CCI list the store holds; empty when it holds none. */
    Optional<CciList> cciList();

    /** Names the published state (every stored revision, the CCI list served, every SCAP benchmark): a new publication, a new key. */
    String stateKey();
}
