package dev.stigservice.domain.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Chooses which benchmark a slug serves when several sources compete, the same way for every storage
 * backend: per benchmark id the newest revision wins and a draft never beats a published one; when two
 * different ids map to one slug, the smaller id keeps it and the other is set aside. It works on
 * summaries (of manual benchmarks and of SCAP benchmarks alike), so a backend can choose without loading any rules.
 *
 * @param benchmarks the winners, sorted by slug
 * @param slugConflicts the benchmarks that lost their slug to another benchmark id
 */
public record CatalogSelection<T extends Selectable>(List<T> benchmarks, List<SlugConflict<T>> slugConflicts) {

    /** Published before draft, then older before newer, then by content hash so ties are decided the same way everywhere. */
    private static final Comparator<Selectable> WINS_LAST = Comparator
            .comparing((Selectable b) -> !b.status().isDraft())
            .thenComparing(Selectable::revision)
            .thenComparing(b -> b.source().sha256());

    public CatalogSelection {
        benchmarks = List.copyOf(benchmarks);
        slugConflicts = List.copyOf(slugConflicts);
    }

    /** {@code kept} holds the slug; {@code skipped} has a different id that maps to the same slug. */
    public record SlugConflict<T extends Selectable>(T kept, T skipped) {
    }

    /**
     * Which of two revisions of one benchmark wins, as a slug's served revision is chosen: published before draft, then
     * the newer, then the greater content hash. So two stored files with the same revision are told apart the same way
     * everywhere.
     */
    public static <T extends Selectable> T winner(T current, T challenger) {
        return WINS_LAST.compare(challenger, current) > 0 ? challenger : current;
    }

    public static <T extends Selectable> CatalogSelection<T> of(List<T> candidates) {
        Map<String, T> newestPerId = new HashMap<>();
        candidates.forEach(candidate -> newestPerId.merge(candidate.benchmarkId(), candidate, CatalogSelection::winner));
        Map<Slug, T> bySlug = new TreeMap<>();
        List<SlugConflict<T>> conflicts = new ArrayList<>();
        newestPerId.values().stream()
                .sorted(Comparator.comparing(Selectable::benchmarkId))
                .forEach(benchmark -> {
                    T holder = bySlug.putIfAbsent(benchmark.slug(), benchmark);
                    if (holder != null) {
                        conflicts.add(new SlugConflict<>(holder, benchmark));
                    }
                });
        return new CatalogSelection<>(new ArrayList<>(bySlug.values()), conflicts);
    }
}
