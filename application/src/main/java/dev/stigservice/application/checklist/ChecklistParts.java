package dev.stigservice.application.checklist;

import dev.stigservice.application.publication.IndexedRule;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.Slug;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Which benchmark a part of a checklist, or a scan, is of: decided the same way for an upgrade and a fill. */
final class ChecklistParts {

    /** How SCAP content names a benchmark: STIG Viewer keeps it in a checklist made from a data-stream, scanners in results. */
    private static final String SCAP_PREFIX = "xccdf_mil.disa.stig_benchmark_";

    private final PublishedBenchmarks published;
    private final IndexedRules index;

    ChecklistParts(PublishedBenchmarks published, IndexedRules index) {
        this.published = Objects.requireNonNull(published);
        this.index = Objects.requireNonNull(index);
    }

    /** The benchmark id without the SCAP prefix ({@code RHEL_8_STIG}). */
    static String manualId(String benchmarkId) {
        return benchmarkId.strip().replace(SCAP_PREFIX, "");
    }

    /** The slug of the benchmark an id names, the only candidate checked for a part of another benchmark. */
    static Optional<Slug> slugNamed(String benchmarkId) {
        try {
            return Optional.of(Slug.fromBenchmarkId(manualId(benchmarkId)));
        } catch (IllegalArgumentException noLetters) {
            return Optional.empty();
        }
    }

    /** Whether a benchmark id (with or without the SCAP prefix) is that of a stored revision of the slug's benchmark. */
    boolean names(String benchmarkId, Slug slug) {
        String claimed = manualId(benchmarkId);
        return published.revisions(slug).stream().anyMatch(revision -> revision.benchmarkId().equalsIgnoreCase(claimed));
    }

    /**
     * Whether the part is of the benchmark: by what it says it is (its benchmark id is the benchmark's), or else by
     * more than half of its rules being in one stored revision of the benchmark, each rule by the id every revision of
     * it shares (a checklist of a revision no longer stored, as DISA publishes only the current one, is still of its
     * benchmark). Counted in the rule index of the publication, so no model is loaded to decide it.
     */
    boolean isOf(ChecklistStig stig, Slug slug) {
        if (names(stig.benchmarkId(), slug)) {
            return true;
        }
        Set<String> ids = stig.ruleIds().stream().map(RuleIds::revisionFreeKey).collect(Collectors.toSet());
        Map<BenchmarkSummary, Integer> shared = new HashMap<>();
        for (String id : ids) {
            index.rulesAnswering(id).stream().map(IndexedRule::revision)
                    .filter(revision -> revision.slug().equals(slug)).distinct()
                    .forEach(revision -> shared.merge(revision, 1, Integer::sum));
        }
        return shared.values().stream().anyMatch(count -> count * 2 > ids.size());
    }
}
