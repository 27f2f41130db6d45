package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * Which rules of the stored revisions answer to an id, built once per publication and asked in logarithmic time.
 * Keys are the first 64 bits of SHA-256 (see {@link RuleKeys}); two ids of one publication share them with a chance of about
 * one in 10^13, and whoever reads the rules found checks the id against each (the lookups do).
 * <p>
 * Laid out as sorted arrays, no objects per entry: {@code keys} holds each distinct key once, and the rules of
 * {@code keys[i]} are {@code revisions[j]}/{@code positions[j]} for {@code j} from {@code starts[i]} up to
 * {@code starts[i + 1]}, in the order of the revisions given, then of their rules.
 */
record RuleIndex(BenchmarkSummary[] revisionList, long[] keys, int[] starts, int[] revisions, int[] positions) {

    static final RuleIndex EMPTY = of(List.of(), revision -> RuleKeys.NONE);

    static RuleIndex of(List<BenchmarkSummary> stored, Function<BenchmarkSummary, RuleKeys> keysOf) {
        BenchmarkSummary[] revisionList = stored.toArray(BenchmarkSummary[]::new);
        RuleKeys[] perRevision = new RuleKeys[revisionList.length];
        int total = 0;
        for (int r = 0; r < revisionList.length; r++) {
            perRevision[r] = keysOf.apply(revisionList[r]);
            total += perRevision[r].keys().length;
        }
        long[] all = new long[total];
        int filled = 0;
        for (RuleKeys revisionKeys : perRevision) {
            System.arraycopy(revisionKeys.keys(), 0, all, filled, revisionKeys.keys().length);
            filled += revisionKeys.keys().length;
        }
        Arrays.sort(all);
        long[] keys = distinct(all);
        // Count the rules of each key, then place each rule after those of the keys before it.
        int[] starts = new int[keys.length + 1];
        for (long key : all) {
            starts[Arrays.binarySearch(keys, key) + 1]++;
        }
        for (int i = 0; i < keys.length; i++) {
            starts[i + 1] += starts[i];
        }
        int[] next = Arrays.copyOf(starts, keys.length);
        int[] revisions = new int[total];
        int[] positions = new int[total];
        for (int r = 0; r < perRevision.length; r++) {
            RuleKeys revisionKeys = perRevision[r];
            for (int rule = 0; rule < revisionKeys.rules(); rule++) {
                for (int k = revisionKeys.ruleStart()[rule]; k < revisionKeys.ruleStart()[rule + 1]; k++) {
                    int slot = next[Arrays.binarySearch(keys, revisionKeys.keys()[k])]++;
                    revisions[slot] = r;
                    positions[slot] = rule;
                }
            }
        }
        return new RuleIndex(revisionList, keys, starts, revisions, positions);
    }

    /** The bytes of the index's arrays: what it costs beside the summaries it points to. */
    long bytes() {
        return 8L * (keys.length + revisionList.length) + 4L * (starts.length + revisions.length + positions.length);
    }

    private static long[] distinct(long[] sorted) {
        long[] distinct = new long[sorted.length];
        int count = 0;
        for (long key : sorted) {
            if (count == 0 || distinct[count - 1] != key) {
                distinct[count++] = key;
            }
        }
        return Arrays.copyOf(distinct, count);
    }

    /**
     * The rules answering to a key ({@code RuleIds.key}), in stored order: by slug, newest revision first, then file
     * order. Asking costs a hash and a binary search.
     */
    List<IndexedRule> rules(String key) {
        int i = Arrays.binarySearch(keys, RuleKeys.hash(key));
        return i < 0 ? List.of() : IntStream.range(starts[i], starts[i + 1])
                .mapToObj(j -> new IndexedRule(revisionList[revisions[j]], positions[j])).toList();
    }
}
