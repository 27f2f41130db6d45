package dev.stigservice.endtoend.access;


import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs after the whole unit and end-to-end suite (failsafe), over everything it logged, the HTTP
 * client's DEBUG output included: no token the tests sent may appear in it.
 */
class SuiteLogIT {

    private static final Path SUITE_LOG = Path.of(System.getProperty("suite.unit.log", "target/test-logs/suite.log"));

    @Test
    void noTestTokenReachedTheLogs() throws IOException {
        assertThat(SUITE_LOG).as("written by logback-test.xml during the unit suite").exists();
        String log = Files.readString(SUITE_LOG, StandardCharsets.UTF_8);
        assertThat(log).as("the capture holds the failure-mode suite's output")
                .contains("Access-management service unavailable");
        assertThat(log).doesNotContain(AccessManagementFailureModesTest.PREFIX);
        assertThat(log).doesNotContain("valid-token-123").doesNotContain("refused-token").doesNotContain("samples-token");
    }
}
