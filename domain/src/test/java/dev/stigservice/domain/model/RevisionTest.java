package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class RevisionTest {

    private static Revision rev(String version, String release, LocalDate date) {
        return new Revision(version, release, date);
    }

    @Test
    void ordersByVersionThenReleaseAsNumbersThenDate() {
        List<Revision> sorted = Stream.of(
                rev("2", "1", null), rev("1", "10", null), rev("1", "9", null), rev("1", "9", LocalDate.of(2026, 1, 2)),
                rev("1", "9", LocalDate.of(2026, 1, 1)), rev("1.17", "1", null), rev("1.9", "1", null)).sorted().toList();
        assertThat(sorted).containsExactly(
                rev("1", "9", null), rev("1", "9", LocalDate.of(2026, 1, 1)), rev("1", "9", LocalDate.of(2026, 1, 2)),
                rev("1", "10", null), rev("1.9", "1", null), rev("1.17", "1", null), rev("2", "1", null));
    }

    @Test
    void leadingZerosAreTheSameNumberAndMissingOrTextualPartsSortFirst() {
        assertThat(rev("002", "1", null)).isEqualByComparingTo(rev("2", "1", null));
        assertThat(rev(null, "7", null)).as("missing counts as 0").isEqualByComparingTo(rev("0", "7", null)).isLessThan(rev("1", "0", null));
        assertThat(rev("draft", "1", null)).isLessThan(rev("1", "1", null));
    }

    @Test
    void labelsNeedBothVersionAndRelease() {
        assertThat(rev("2", "8", null).label()).isEqualTo("V2R8");
        assertThat(rev("2", "8", null).fileLabel()).isEqualTo("v2r8");
        assertThat(rev("2", null, null).label()).isNull();
        assertThat(rev(" ", "8", null).version()).as("blank is absent").isNull();
    }
}
