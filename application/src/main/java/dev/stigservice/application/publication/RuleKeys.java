package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.Sha256;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every id the rules of one revision answer to (ids and CCIs, {@link RuleIds#key}), kept as the first 64 bits of each
 * key's SHA-256 so that an index over a thousand benchmarks keeps no text: rule {@code r}'s keys are
 * {@code keys[ruleStart[r]]} up to {@code keys[ruleStart[r + 1]]}.
 */
record RuleKeys(long[] keys, int[] ruleStart) {

    static final RuleKeys NONE = new RuleKeys(new long[0], new int[] {0});

    static RuleKeys of(Benchmark benchmark) {
        List<Rule> rules = benchmark.rules();
        int[] ruleStart = new int[rules.size() + 1];
        long[] keys = new long[8 * rules.size()];
        int count = 0;
        for (int r = 0; r < rules.size(); r++) {
            ruleStart[r] = count;
            Set<String> own = new LinkedHashSet<>();
            RuleIds.of(rules.get(r)).forEach(key -> own.add(key.key()));
            rules.get(r).ccis().forEach(cci -> own.add(RuleIds.key(cci)));
            for (String key : own) {
                if (count == keys.length) {
                    keys = Arrays.copyOf(keys, keys.length * 2);
                }
                keys[count++] = hash(key);
            }
        }
        ruleStart[rules.size()] = count;
        return new RuleKeys(Arrays.copyOf(keys, count), ruleStart);
    }

    static long hash(String key) {
        return Sha256.first64(key);
    }

    /** The bytes of the arrays. */
    long bytes() {
        return 8L * keys.length + 4L * ruleStart.length;
    }

    int rules() {
        return ruleStart.length - 1;
    }
}
