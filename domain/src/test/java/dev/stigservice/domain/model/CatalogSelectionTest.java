package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CatalogSelectionTest {

    private static BenchmarkSummary summary(String id, String status, String version, String release, char hash) {
        return new BenchmarkSummary(Slug.fromBenchmarkId(id), id, id + " STIG", BenchmarkType.STIG,
                new Revision(version, release, null), new BenchmarkStatus(status, null),
                new SourceFile(id + ".xml", String.valueOf(hash).repeat(64)), 0, new SeverityCounts(0, 0, 0, 0));
    }

    @Test
    void newestPublishedRevisionWinsPerBenchmark() {
        CatalogSelection<BenchmarkSummary> selection = CatalogSelection.of(List.of(
                summary("A_STIG", "accepted", "1", "9", 'a'), summary("A_STIG", "accepted", "1", "10", 'b'),
                summary("A_STIG", "draft", "3", "1", 'c'), summary("B_STIG", "draft", "1", "1", 'd')));
        assertThat(selection.benchmarks()).extracting(s -> s.revision().label()).containsExactly("V1R10", "V1R1");
        assertThat(selection.slugConflicts()).isEmpty();
    }

    @Test
    void aSlugTakenByTwoIdsGoesToTheSmallerIdAndTheOtherIsReported() {
        BenchmarkSummary upper = summary("Foo_STIG", "accepted", "1", "1", 'a');
        BenchmarkSummary lower = summary("foo_stig", "accepted", "1", "1", 'b');
        CatalogSelection<BenchmarkSummary> selection = CatalogSelection.of(List.of(lower, upper));
        assertThat(selection.benchmarks()).containsExactly(upper);
        assertThat(selection.slugConflicts()).containsExactly(new CatalogSelection.SlugConflict<>(upper, lower));
    }

    @Test
    void identicalRevisionsAreDecidedByContentHashTheSameWayEveryTime() {
        BenchmarkSummary one = summary("Tie_STIG", "accepted", "1", "1", 'a');
        BenchmarkSummary other = summary("Tie_STIG", "accepted", "1", "1", 'f');
        assertThat(CatalogSelection.of(List.of(one, other)).benchmarks()).containsExactly(other);
        assertThat(CatalogSelection.of(List.of(other, one)).benchmarks()).containsExactly(other);
    }
}
