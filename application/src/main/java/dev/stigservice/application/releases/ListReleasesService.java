package dev.stigservice.application.releases;

import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.BenchmarkType;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapRule;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.RevisionComparison;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleChange;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SeverityCounts;
import dev.stigservice.domain.port.Exporter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Builds the releases once per publication: each stored revision with the one before it and the change counts
 * between the two. Counting loads both models and compares them, so a count is kept for as long as both revisions
 * stay published: a new file costs one comparison, not one per revision.
 */
public final class ListReleasesService implements ListReleasesUseCase {

    /** The releases derived from one published list of revisions (compared by identity: it is the same list until a new catalog). */
    private record Derived(List<BenchmarkSummary> from, List<ScapBenchmark> fromScap, List<Release> releases, Map<Pair, Changed> counts) {
    }

    /** What changed between two revisions: the counts, and the severities of the rules that changed. */
    private record Changed(ChangeCounts counts, Set<Severity> severities) {

        static Changed of(BenchmarkChanges changes) {
            Set<Severity> severities = EnumSet.noneOf(Severity.class);
            for (RuleChange change : changes.rules()) {
                Stream.of(change.before(), change.after()).filter(Objects::nonNull).map(Rule::severity).filter(Objects::nonNull)
                        .forEach(severities::add);
            }
            return new Changed(ChangeCounts.of(changes), severities);
        }
    }

    private record Pair(ContentKey older, ContentKey newer) {
    }

    private final PublishedBenchmarks published;
    private final BenchmarkModels models;
    private final Formats<Exporter> formats;
    private volatile Derived derived = new Derived(List.of(), List.of(), List.of(), Map.of());

    public ListReleasesService(PublishedBenchmarks published, BenchmarkModels models, Formats<Exporter> formats) {
        this.published = Objects.requireNonNull(published);
        this.models = Objects.requireNonNull(models);
        this.formats = Objects.requireNonNull(formats);
    }

    @Override
    public ReleasePage list(ListReleasesQuery query) {
        List<Release> page = new ArrayList<>(query.limit());
        ReleaseKey next = null;
        for (Release release : releases()) {
            if (!query.selects(release)) {
                continue;
            }
            if (page.size() == query.limit()) {
                next = page.getLast().key();
                break;
            }
            page.add(release);
        }
        return new ReleasePage(page, next, query, formats.all());
    }

    /** Every release of the publication, newest first. */
    private List<Release> releases() {
        List<BenchmarkSummary> stored = published.storedRevisions();
        List<ScapBenchmark> storedScap = published.storedScapRevisions();
        Derived current = derived;
        if (current.from() == stored && current.fromScap() == storedScap) {
            return current.releases();
        }
        synchronized (this) {
            if (derived.from() != stored || derived.fromScap() != storedScap) {
                derived = derive(stored, storedScap, derived.counts());
            }
            return derived.releases();
        }
    }

    private static Set<Severity> severitiesOf(SeverityCounts counts) {
        Set<Severity> severities = EnumSet.noneOf(Severity.class);
        if (counts.high() > 0) {
            severities.add(Severity.HIGH);
        }
        if (counts.medium() > 0) {
            severities.add(Severity.MEDIUM);
        }
        if (counts.low() > 0) {
            severities.add(Severity.LOW);
        }
        return severities;
    }

    /** {@code stored} is newest first within each benchmark, so the revision a release follows is the next one of its slug. */
    private Derived derive(List<BenchmarkSummary> stored, List<ScapBenchmark> storedScap, Map<Pair, Changed> known) {
        List<Release> releases = new ArrayList<>(stored.size());
        Map<Pair, Changed> counts = new HashMap<>();
        for (int i = 0; i < stored.size(); i++) {
            BenchmarkSummary revision = stored.get(i);
            BenchmarkSummary follows = i + 1 < stored.size() && stored.get(i + 1).slug().equals(revision.slug()) ? stored.get(i + 1) : null;
            if (follows == null) {
                releases.add(new Release(revision, null, null, severitiesOf(revision.severityCounts()), false));
                continue;
            }
            Pair pair = new Pair(follows.key(), revision.key());
            Changed changed = known.get(pair);
            if (changed == null) {
                changed = Changed.of(RevisionComparison.compare(models.model(follows), models.model(revision)));
            }
            counts.put(pair, changed);
            releases.add(new Release(revision, follows, changed.counts(), changed.severities(), false));
        }
        releases.addAll(scapReleases(storedScap));
        releases.sort((one, other) -> one.key().compareTo(other.key()));
        return new Derived(stored, storedScap, List.copyOf(releases), Map.copyOf(counts));
    }

    /**
     * The SCAP benchmarks' revisions, marked as such, each with the one before it and the rule ids added and removed
     * since (their rules have no severity the service reads: severity-filtered feeds hold none of them). From what the
     * publication read of them: nothing is loaded.
     */
    private static List<Release> scapReleases(List<ScapBenchmark> stored) {
        List<Release> releases = new ArrayList<>(stored.size());
        for (int i = 0; i < stored.size(); i++) {
            ScapBenchmark revision = stored.get(i);
            ScapBenchmark follows = i + 1 < stored.size() && stored.get(i + 1).slug().equals(revision.slug()) ? stored.get(i + 1) : null;
            ChangeCounts counts = null;
            if (follows != null) {
                Set<String> before = ruleIds(follows);
                Set<String> after = ruleIds(revision);
                counts = new ChangeCounts(after.stream().filter(id -> !before.contains(id)).count(),
                        before.stream().filter(id -> !after.contains(id)).count(), 0, 0);
            }
            releases.add(new Release(summary(revision), follows == null ? null : summary(follows), counts, Set.of(), true));
        }
        return releases;
    }

    private static Set<String> ruleIds(ScapBenchmark benchmark) {
        return benchmark.rules().stream().map(ScapRule::id).collect(Collectors.toSet());
    }

    /** A SCAP benchmark as the feed's entries summarise a revision: its rules' severities unknown. */
    private static BenchmarkSummary summary(ScapBenchmark scap) {
        int rules = scap.rules().size();
        return new BenchmarkSummary(scap.slug(), scap.benchmarkId(), scap.title(), BenchmarkType.STIG, scap.revision(), scap.status(),
                scap.source(), rules, new SeverityCounts(0, 0, 0, rules));
    }
}
