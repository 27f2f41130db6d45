package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.function.Function;

/**
 * The rule index of the publication: built from the keys each revision's rules were read with when a publication is made
 * ({@link RuleIndex}), and asked by the lookups until the next one.
 */
public final class RuleIndexer implements IndexedRules {

    private static final System.Logger LOG = System.getLogger(RuleIndexer.class.getName());

    private volatile RuleIndex index = RuleIndex.EMPTY;

    /** Indexes the stored revisions of a new publication and answers from them from now on. */
    void index(List<BenchmarkSummary> stored, Function<BenchmarkSummary, RuleKeys> keysOf) {
        long started = System.nanoTime();
        RuleIndex built = RuleIndex.of(stored, keysOf);
        long kept = built.bytes() + stored.stream().mapToLong(revision -> keysOf.apply(revision).bytes()).sum();
        LOG.log(Level.INFO, "Rule index: {0} ids of {1} stored revisions in {2} ms, {3} KB of arrays with each revision''s keys",
                built.keys().length, stored.size(), (System.nanoTime() - started) / 1_000_000, kept / 1024);
        index = built;
    }

    @Override
    public List<IndexedRule> rulesAnswering(String key) {
        return index.rules(key);
    }
}
