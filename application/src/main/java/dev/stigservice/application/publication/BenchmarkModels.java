package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Rule;

/** The whole models of published revisions, parsed once and kept within a bound. */
public interface BenchmarkModels {

    /** The whole model of a published revision, from the cache or loaded once from the store. */
    Benchmark model(BenchmarkSummary revision);

    /** The rule the index found, from its revision's model. */
    default Rule rule(IndexedRule found) {
        return model(found.revision()).rules().get(found.position());
    }
}
