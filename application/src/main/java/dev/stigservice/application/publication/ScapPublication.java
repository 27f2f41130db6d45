package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapRule;

import java.lang.System.Logger.Level;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The SCAP benchmarks of one published state, never mixed with the manual ones.
 *
 * @param selection    what each SCAP benchmark's slug serves, and every stored revision of each
 * @param counterparts for each stored revision (by content key), the served manual benchmark sharing the most rule numbers
 * @param keys         the keys of every SCAP benchmark read, sorted
 * @param duplicates   how many SCAP documents were skipped because another one has the same benchmark id and version
 *                     (each named in a WARN line): a revision is requested by its version, so only one may hold it
 */
record ScapPublication(ServedRevisions<ScapBenchmark> selection, Map<ContentKey, BenchmarkSummary> counterparts, List<ContentKey> keys,
                       int duplicates) {

    private static final System.Logger LOG = System.getLogger(ScapPublication.class.getName());

    static final ScapPublication NONE = new ScapPublication(ServedRevisions.none(), Map.of(), List.of(), 0);

    /**
     * Of SCAP documents with the same benchmark id and version (ComplianceAsCode's {@code ssg-rhel8-ds.xml} and
     * {@code ssg-rhel8-ds-1.2.xml}) one is kept, the one {@link CatalogSelection#winner} picks, and the others are
     * skipped, each named in a WARN line: every listed revision is then the one its {@code ?revision=} link downloads.
     *
     * @param keys        the SCAP benchmarks' keys, sorted
     * @param manual      the served manual benchmarks, among which each revision finds its counterpart
     * @param ruleNumbers the numbers of a manual revision's rules, sorted
     */
    static ScapPublication of(List<ScapBenchmark> read, List<ContentKey> keys, List<BenchmarkSummary> manual,
                              Function<BenchmarkSummary, long[]> ruleNumbers) {
        List<ScapBenchmark> distinct = distinctVersions(read);
        ServedRevisions<ScapBenchmark> selection = ServedRevisions.select(distinct);
        Map<ContentKey, BenchmarkSummary> counterparts = new HashMap<>();
        selection.stored().forEach(revision -> counterpart(revision, manual, ruleNumbers)
                .ifPresent(counterpart -> counterparts.put(revision.key(), counterpart)));
        return new ScapPublication(selection, Map.copyOf(counterparts), List.copyOf(keys), read.size() - distinct.size());
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
}
