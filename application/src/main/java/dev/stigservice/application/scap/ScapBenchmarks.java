package dev.stigservice.application.scap;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.Slug;

import java.util.Optional;
import java.util.function.Function;

/**
 * The part of a SCAP benchmark's protected answers after access: the benchmark (not found), then the revision (not found), then
 * what the use makes of it. The same for the download and the map.
 */
final class ScapBenchmarks {

    private ScapBenchmarks() {
    }

    static Decision resolve(PublishedBenchmarks published, ScapBenchmarkQuery query, Function<ScapBenchmark, Decision> use) {
        Optional<ScapBenchmark> served = Slug.parse(query.slug()).flatMap(published::scapServed);
        if (served.isEmpty()) {
            return Decision.refused(Refusal.NotFound.scapBenchmark(query.slug()));
        }
        Optional<ScapBenchmark> revision = published.scapRevisionOrServed(served.get(), query.revision());
        if (revision.isEmpty()) {
            return Decision.refused(Refusal.NotFound.scapRevision(served.get().slug(), query.revision()));
        }
        return use.apply(revision.get());
    }
}
