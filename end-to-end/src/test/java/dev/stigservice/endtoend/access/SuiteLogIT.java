package dev.stigservice.endtoend.access;


import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs after the whole unit and end-to-end suite (failsafe), over everything it logged, the HTTP
 * client's DEBUG output included: no token the tests sent may appear in it.
 */
class SuiteLogIT {

    /** Where each JVM of the unit and end-to-end suite wrote its log ({@code suite-<fork>.log}, end-to-end/pom.xml). */
    private static final Path SUITE_LOGS = Path.of(System.getProperty("suite.unit.logs", "target/test-logs"));

    @Test
    void noTestTokenReachedTheLogs() throws IOException {
        List<Path> logs;
        try (Stream<Path> files = Files.list(SUITE_LOGS)) {
            logs = files.filter(file -> file.getFileName().toString().matches("suite-\\d+\\.log")).sorted().toList();
        }
        assertThat(logs).as("written by logback-test.xml during the unit suite, one per test JVM").isNotEmpty();
        StringBuilder log = new StringBuilder();
        for (Path file : logs) {
            log.append(Files.readString(file, StandardCharsets.UTF_8));
        }
        assertThat(log).as("the capture holds the failure-mode suite's output")
                .contains("Access-management service unavailable");
        assertThat(log).doesNotContain(AccessManagementFailureModesTest.PREFIX);
        assertThat(log).doesNotContain("valid-token-123").doesNotContain("refused-token").doesNotContain("samples-token");
    }
}
