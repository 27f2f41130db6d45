package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.Slug;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One published state: the served summaries by slug, every stored revision of the served benchmarks (by slug, and all
 * in one list), the keys they came from, the newest CCI list (null without one) and the keys of every list, and a key
 * naming the whole state.
 */
record Publication(List<BenchmarkSummary> served, Map<Slug, BenchmarkSummary> bySlug, Map<Slug, List<BenchmarkSummary>> revisionsBySlug,
                   List<BenchmarkSummary> stored, List<ContentKey> keys, CciList cciList, List<ContentKey> listKeys, String stateKey) {

    private static final System.Logger LOG = System.getLogger(Publication.class.getName());

    /** Before the store was first read. */
    static final Publication NOTHING = new Publication(List.of(), Map.of(), Map.of(), List.of(), List.of(), null, List.of(),
            Sha256.shortHex("nothing published"));

    /**
     * What the revisions and CCI lists read make: {@link CatalogSelection} chooses what each slug serves.
     *
     * @param keys     the revisions' keys, sorted
     * @param listKeys the lists' keys, sorted
     */
    static Publication of(List<BenchmarkSummary> revisions, List<ContentKey> keys, List<CciList> lists, List<ContentKey> listKeys) {
        CatalogSelection selection = CatalogSelection.of(revisions);
        selection.slugConflicts().forEach(conflict -> LOG.log(Level.WARNING,
                "Skipped benchmark {0} from {1}: its slug {2} is taken by benchmark {3} from {4}",
                conflict.skipped().benchmarkId(), conflict.skipped().source().fileName(), conflict.kept().slug(),
                conflict.kept().benchmarkId(), conflict.kept().source().fileName()));
        Map<Slug, BenchmarkSummary> bySlug = new HashMap<>();
        selection.benchmarks().forEach(summary -> bySlug.put(summary.slug(), summary));
        Map<Slug, List<BenchmarkSummary>> revisionsBySlug = new HashMap<>();
        revisions.stream()
                .filter(revision -> isRevisionOfServed(revision, bySlug.get(revision.slug())))
                .sorted(Comparator.comparing(BenchmarkSummary::revision).reversed())
                .forEach(revision -> revisionsBySlug.computeIfAbsent(revision.slug(), slug -> new ArrayList<>()).add(revision));
        revisionsBySlug.replaceAll((slug, list) -> List.copyOf(list));
        List<BenchmarkSummary> stored = selection.benchmarks().stream()
                .flatMap(served -> revisionsBySlug.get(served.slug()).stream()).toList();
        CciList cciList = lists.stream().max(CciList.NEWEST_LAST).orElse(null);
        List<String> stateParts = new ArrayList<>(keys.stream().map(ContentKey::sha256).toList());
        stateParts.add(cciList == null ? "no CCI list" : cciList.source().sha256());
        return new Publication(selection.benchmarks(), Map.copyOf(bySlug), Map.copyOf(revisionsBySlug), stored, keys,
                cciList, listKeys, Sha256.shortHex(stateParts.toArray(String[]::new)));
    }

    private static boolean isRevisionOfServed(BenchmarkSummary revision, BenchmarkSummary served) {
        return served != null && served.benchmarkId().equals(revision.benchmarkId());
    }

    int rules() {
        return served.stream().mapToInt(BenchmarkSummary::ruleCount).sum();
    }
}
