package dev.stigservice.application.publication;

import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.Selectable;
import dev.stigservice.domain.model.Slug;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one kind's selection serves ({@link CatalogSelection}), manual and SCAP benchmarks each among their own kind.
 *
 * @param served    the served revision of each benchmark, sorted by slug
 * @param bySlug    the same, by slug
 * @param revisions every stored revision of each served benchmark, by slug, newest first
 * @param stored    every stored revision of every served benchmark, by slug, newest first within each
 * @param <T>       the kind: {@code BenchmarkSummary} or {@code ScapBenchmark}
 */
record ServedRevisions<T extends Selectable>(List<T> served, Map<Slug, T> bySlug, Map<Slug, List<T>> revisions, List<T> stored) {

    private static final System.Logger LOG = System.getLogger(ServedRevisions.class.getName());

    static <T extends Selectable> ServedRevisions<T> none() {
        return new ServedRevisions<>(List.of(), Map.of(), Map.of(), List.of());
    }

    /** Chooses what each slug serves among the revisions read; a benchmark whose slug another holds is skipped in a WARN line. */
    static <T extends Selectable> ServedRevisions<T> select(List<T> read) {
        CatalogSelection<T> selection = CatalogSelection.of(read);
        selection.slugConflicts().forEach(conflict -> LOG.log(Level.WARNING,
                "Skipped benchmark {0} from {1}: its slug {2} is taken by benchmark {3} from {4}",
                conflict.skipped().benchmarkId(), conflict.skipped().source().fileName(), conflict.kept().slug(),
                conflict.kept().benchmarkId(), conflict.kept().source().fileName()));
        Map<Slug, T> bySlug = new HashMap<>();
        selection.benchmarks().forEach(summary -> bySlug.put(summary.slug(), summary));
        Map<Slug, List<T>> revisionsBySlug = new HashMap<>();
        read.stream()
                .filter(revision -> isRevisionOfServed(revision, bySlug.get(revision.slug())))
                .sorted(Comparator.comparing(Selectable::revision).reversed())
                .forEach(revision -> revisionsBySlug.computeIfAbsent(revision.slug(), slug -> new ArrayList<>()).add(revision));
        revisionsBySlug.replaceAll((slug, list) -> List.copyOf(list));
        List<T> stored = selection.benchmarks().stream().flatMap(served -> revisionsBySlug.get(served.slug()).stream()).toList();
        return new ServedRevisions<>(selection.benchmarks(), Map.copyOf(bySlug), Map.copyOf(revisionsBySlug), stored);
    }

    private static boolean isRevisionOfServed(Selectable revision, Selectable served) {
        return served != null && served.benchmarkId().equals(revision.benchmarkId());
    }
}
