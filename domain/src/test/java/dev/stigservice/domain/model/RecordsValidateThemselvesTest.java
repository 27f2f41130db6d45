package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecordsValidateThemselvesTest {

    private static final String HASH = "a".repeat(64);

    @Test
    void contentKeysAndSourcesAreSha256Hex() {
        assertThat(new SourceFile("f.xml", HASH).key()).isEqualTo(new ContentKey(HASH));
        assertThatThrownBy(() -> new ContentKey("A".repeat(64))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ContentKey("abc")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SourceFile(" ", HASH)).hasMessageContaining("source file name");
        assertThatThrownBy(() -> new SourceFile("f.xml", "abc")).hasMessageContaining("64 lower-case hex digits");
        assertThat(new SourceFile("f.xml", HASH).sha256()).isEqualTo(HASH);
    }

    @Test
    void aBenchmarkNeedsAnIdATitleAndASourceAndNormalisesTheRest() {
        Benchmark benchmark = new Benchmark("X_STIG", "  X  ", " ", null, null, null, "", null, new SourceFile("x.xml", HASH), List.of(), List.of());
        assertThat(benchmark.title()).isEqualTo("X");
        assertThat(benchmark.description()).isNull();
        assertThat(benchmark.status()).isEqualTo(BenchmarkStatus.NONE);
        assertThat(benchmark.revision().label()).isNull();
        assertThat(benchmark.publication()).as("absent stays absent").isEqualTo(Publication.NONE);
        assertThat(benchmark.summary().key()).isEqualTo(new ContentKey(HASH));
        assertThatThrownBy(() -> new Benchmark(" ", "X", null, null, null, null, null, null, new SourceFile("x.xml", HASH), List.of(), List.of()))
                .hasMessageContaining("benchmark id");
    }

    @Test
    void emptyTextsOfThePublicationStayEmptyAndAbsentOnesAbsent() {
        assertThat(new Notice("terms-of-use", "en", null).text()).isEmpty();
        assertThat(new LocalizedText(" ", "").lang()).isNull();
        assertThat(new DublinCore("identifier", null).value()).isEmpty();
        assertThat(new Profile("MAC-1", null, "", List.of()).description()).isEmpty();
        assertThat(new Profile("MAC-1", null, null, List.of()).description()).isNull();
        assertThatThrownBy(() -> new PlainText(" ", "x")).hasMessageContaining("plain-text id");
    }

    @Test
    void summaryCountsMustAddUp() {
        assertThatThrownBy(() -> new BenchmarkSummary(new Slug("x"), "X", "X", BenchmarkType.STIG, new Revision(null, null, null),
                BenchmarkStatus.NONE, new SourceFile("x.xml", HASH), 3, new SeverityCounts(1, 1, 0, 0)))
                .hasMessageContaining("add up");
        assertThatThrownBy(() -> new SeverityCounts(-1, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ChangeCounts(0, 0, -1, 0)).hasMessageContaining("negative");
    }

    @Test
    void statusIsLowerCasedAndKnowsDrafts() {
        assertThat(new BenchmarkStatus(" Draft ", null).isDraft()).isTrue();
        assertThat(new BenchmarkStatus("", null).value()).isNull();
    }

    @Test
    void severitiesAreReadLeniently() {
        assertThat(Severity.fromCode(" HIGH ")).hasValue(Severity.HIGH);
        assertThat(Severity.fromCode("unknown")).isEmpty();
        assertThat(Severity.fromCode(null)).isEmpty();
    }
}
