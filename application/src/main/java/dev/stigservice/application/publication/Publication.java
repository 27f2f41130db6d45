package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapRule;
import dev.stigservice.domain.model.Selectable;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.Slug;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * One published state: the served summaries by slug, every stored revision of the served benchmarks (by slug, and all
 * in one list), the keys they came from, the newest CCI list (null without one) and the keys of every list, the SCAP
 * benchmarks chosen the same way (served, their revisions by slug, the manual benchmark each revision maps to), and a
 * key naming the whole state.
 */
record Publication(List<BenchmarkSummary> served, Map<Slug, BenchmarkSummary> bySlug, Map<Slug, List<BenchmarkSummary>> revisionsBySlug,
                   List<BenchmarkSummary> stored, List<ContentKey> keys, CciList cciList, List<ContentKey> listKeys,
                   Scap scap, String stateKey) {

    private static final System.Logger LOG = System.getLogger(Publication.class.getName());

    /**
     * The SCAP benchmarks of one published state, never mixed with the manual ones.
     *
     * @param served       the served revision of each SCAP benchmark, sorted by slug
     * @param bySlug       the same, by slug
     * @param revisions    every stored revision of each served SCAP benchmark, newest first
     * @param stored       every stored revision of every served SCAP benchmark, by slug, newest first within each
     * @param counterparts for each of those revisions (by content key), the served manual benchmark sharing the most rule numbers
     * @param keys         the keys of every SCAP benchmark read, sorted
     * @param duplicates   how many SCAP documents were skipped because another one has the same benchmark id and version
     *                     (each named in a WARN line): a revision is requested by its version, so only one may hold it
     */
    record Scap(List<ScapBenchmark> served, Map<Slug, ScapBenchmark> bySlug, Map<Slug, List<ScapBenchmark>> revisions,
                List<ScapBenchmark> stored, Map<ContentKey, BenchmarkSummary> counterparts, List<ContentKey> keys, int duplicates) {

        static final Scap NONE = new Scap(List.of(), Map.of(), Map.of(), List.of(), Map.of(), List.of(), 0);
    }

    /** Before the store was first read. */
    static final Publication NOTHING = new Publication(List.of(), Map.of(), Map.of(), List.of(), List.of(), null, List.of(), Scap.NONE,
            Sha256.shortHex("nothing published"));

    /**
     * What the revisions, CCI lists and SCAP benchmarks read make: {@link CatalogSelection} chooses what each slug serves,
     * manual and SCAP benchmarks each among their own kind. Of SCAP documents with the same benchmark id and version
     * (ComplianceAsCode's {@code ssg-rhel8-ds.xml} and {@code ssg-rhel8-ds-1.2.xml}) one is kept, the one
     * {@link CatalogSelection#winner} picks, and the others are skipped, each named in a WARN line: every listed revision
     * is then the one its {@code ?revision=} link downloads.
     *
     * @param keys        the revisions' keys, sorted
     * @param listKeys    the lists' keys, sorted
     * @param scapKeys    the SCAP benchmarks' keys, sorted
     * @param ruleNumbers the numbers of a manual revision's rules, sorted
     */
    static Publication of(List<BenchmarkSummary> revisions, List<ContentKey> keys, List<CciList> lists, List<ContentKey> listKeys,
                          List<ScapBenchmark> scapBenchmarks, List<ContentKey> scapKeys, Function<BenchmarkSummary, long[]> ruleNumbers) {
        Selected<BenchmarkSummary> manual = select(revisions);
        List<BenchmarkSummary> stored = manual.served().stream()
                .flatMap(served -> manual.revisions().get(served.slug()).stream()).toList();
        List<ScapBenchmark> distinct = distinctVersions(scapBenchmarks);
        Selected<ScapBenchmark> scap = select(distinct);
        List<ScapBenchmark> scapStored = scap.served().stream()
                .flatMap(served -> scap.revisions().get(served.slug()).stream()).toList();
        Map<ContentKey, BenchmarkSummary> counterparts = new HashMap<>();
        scapStored.forEach(revision -> counterpart(revision, manual.served(), ruleNumbers)
                .ifPresent(counterpart -> counterparts.put(revision.key(), counterpart)));
        CciList cciList = lists.stream().max(CciList.NEWEST_LAST).orElse(null);
        List<String> stateParts = new ArrayList<>(keys.stream().map(ContentKey::sha256).toList());
        stateParts.add(cciList == null ? "no CCI list" : cciList.source().sha256());
        if (!scapKeys.isEmpty()) {
            stateParts.add("SCAP");
            scapKeys.forEach(key -> stateParts.add(key.sha256()));
        }
        return new Publication(manual.served(), manual.bySlug(), manual.revisions(), stored, keys, cciList, listKeys,
                new Scap(scap.served(), scap.bySlug(), scap.revisions(), scapStored, Map.copyOf(counterparts), List.copyOf(scapKeys),
                        scapBenchmarks.size() - distinct.size()),
                Sha256.shortHex(stateParts.toArray(String[]::new)));
    }

    /**
     * One SCAP document per benchmark id and version: the {@link CatalogSelection#winner} of each, so that the served
     * revision is the one kept; the others are logged as skipped, in the order of their file names.
     */
    private static List<ScapBenchmark> distinctVersions(List<ScapBenchmark> scapBenchmarks) {
        Map<List<String>, ScapBenchmark> kept = new HashMap<>();
        scapBenchmarks.forEach(scap -> kept.merge(Arrays.asList(scap.benchmarkId(), scap.version()), scap, CatalogSelection::winner));
        if (kept.size() < scapBenchmarks.size()) {
            scapBenchmarks.stream()
                    .filter(scap -> kept.get(Arrays.asList(scap.benchmarkId(), scap.version())) != scap)
                    .sorted(Comparator.comparing(scap -> scap.source().fileName()))
                    .forEach(skipped -> {
                        ScapBenchmark keeper = kept.get(Arrays.asList(skipped.benchmarkId(), skipped.version()));
                        LOG.log(Level.WARNING, "Skipped SCAP benchmark {0} {1} from {2}: {3} holds the same benchmark and version, "
                                        + "and a revision is known by its version",
                                skipped.benchmarkId(), skipped.version(), skipped.source().fileName(), keeper.source().fileName());
                    });
        }
        return List.copyOf(kept.values());
    }

    /** What one kind's selection serves: the winners by slug, and each winner's stored revisions, newest first. */
    private record Selected<T extends Selectable>(List<T> served, Map<Slug, T> bySlug, Map<Slug, List<T>> revisions) {
    }

    private static <T extends Selectable> Selected<T> select(List<T> revisions) {
        CatalogSelection<T> selection = CatalogSelection.of(revisions);
        selection.slugConflicts().forEach(conflict -> LOG.log(Level.WARNING,
                "Skipped benchmark {0} from {1}: its slug {2} is taken by benchmark {3} from {4}",
                conflict.skipped().benchmarkId(), conflict.skipped().source().fileName(), conflict.kept().slug(),
                conflict.kept().benchmarkId(), conflict.kept().source().fileName()));
        Map<Slug, T> bySlug = new HashMap<>();
        selection.benchmarks().forEach(summary -> bySlug.put(summary.slug(), summary));
        Map<Slug, List<T>> revisionsBySlug = new HashMap<>();
        revisions.stream()
                .filter(revision -> isRevisionOfServed(revision, bySlug.get(revision.slug())))
                .sorted(Comparator.comparing(Selectable::revision).reversed())
                .forEach(revision -> revisionsBySlug.computeIfAbsent(revision.slug(), slug -> new ArrayList<>()).add(revision));
        revisionsBySlug.replaceAll((slug, list) -> List.copyOf(list));
        return new Selected<>(selection.benchmarks(), Map.copyOf(bySlug), Map.copyOf(revisionsBySlug));
    }

    private static boolean isRevisionOfServed(Selectable revision, Selectable served) {
        return served != null && served.benchmarkId().equals(revision.benchmarkId());
    }

    /**
     * The served manual benchmark sharing the most rule numbers with a SCAP benchmark's rules (the smallest slug among
     * equals); none when no manual benchmark shares one. By number, so that DISA's and ComplianceAsCode's SCAP content
     * finds the manual benchmark whichever revision of each rule it names.
     */
    private static Optional<BenchmarkSummary> counterpart(ScapBenchmark scap, List<BenchmarkSummary> manual,
                                                                    Function<BenchmarkSummary, long[]> ruleNumbers) {
        long[] wanted = scap.rules().stream().mapToLong(ScapRule::ruleNumber).filter(number -> number >= 0).distinct().toArray();
        BenchmarkSummary best = null;
        int bestCount = 0;
        for (BenchmarkSummary candidate : manual) {
            long[] numbers = ruleNumbers.apply(candidate);
            int count = 0;
            for (long number : wanted) {
                if (Arrays.binarySearch(numbers, number) >= 0) {
                    count++;
                }
            }
            if (count > bestCount) {
                best = candidate;
                bestCount = count;
            }
        }
        return Optional.ofNullable(best);
    }

    int rules() {
        return served.stream().mapToInt(BenchmarkSummary::ruleCount).sum();
    }
}
