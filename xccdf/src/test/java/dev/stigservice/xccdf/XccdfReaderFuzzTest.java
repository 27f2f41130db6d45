package dev.stigservice.xccdf;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.stigservice.domain.model.Benchmark;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Any bytes: the reader gives a benchmark or refuses with {@link XccdfException}; nothing else escapes
 * (no other exception, no hang, no runaway memory). Seeds in XccdfReaderFuzzTestInputs.
 */
class XccdfReaderFuzzTest {

    private final XccdfReader reader = new XccdfReader();

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] bytes) {
        try {
            Benchmark benchmark = reader.read("fuzz.xml", bytes);
            assertThat(benchmark.benchmarkId()).isNotBlank();
            assertThat(benchmark.summary().ruleCount()).isEqualTo(benchmark.rules().size());
        } catch (XccdfException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }
}
