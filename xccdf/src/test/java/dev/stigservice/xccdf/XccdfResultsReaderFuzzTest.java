package dev.stigservice.xccdf;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.stigservice.domain.model.ScanResults;

import java.io.ByteArrayInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Any bytes: the results reader gives scan results or refuses with {@link XccdfException}; nothing else escapes (no
 * other exception, no hang, no runaway memory). Seeds in XccdfResultsReaderFuzzTestInputs.
 */
class XccdfResultsReaderFuzzTest {

    private final XccdfResultsReader reader = new XccdfResultsReader();

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] bytes) {
        try {
            ScanResults results = reader.read(new ByteArrayInputStream(bytes));
            assertThat(results.benchmarkId()).isNotBlank();
            results.results().forEach(result -> assertThat(result.ruleId()).isNotBlank());
        } catch (XccdfException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }
}
