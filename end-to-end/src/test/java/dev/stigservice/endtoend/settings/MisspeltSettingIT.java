package dev.stigservice.endtoend.settings;

import dev.stigservice.settings.BadSetting;

import dev.stigservice.endtoend.support.JarProcess;
import dev.stigservice.endtoend.support.ShippedBackends;

import dev.stigservice.adapter.storage.StorageBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A setting that can never work stops the start, with a line that names the setting, the value and what is
 * accepted, before the port opens; a condition that can heal (a folder not mounted yet) starts the service not ready.
 */
class MisspeltSettingIT {

    private static void assertStopsWith(String option, String line) throws Exception {
        assertStopsWith(List.of(option), line);
    }

    private static void assertStopsWith(List<String> given, String line) throws Exception {
        String option = String.join(" ", given);
        List<String> options = new ArrayList<>(given);
        options.add("-Dmicronaut.server.host=127.0.0.1");
        if (!option.startsWith("-Dmicronaut.server.port")) {
            options.add("-Dmicronaut.server.port=-1");
        }
        JarProcess process = JarProcess.command(options);
        assertThat(process.exitCode()).as(option).isEqualTo(BadSetting.EXIT_CODE);
        assertThat(process.output()).as(option).anySatisfy(l -> assertThat(l).endsWith("stig-service did not start: " + line));
        assertThat(process.output()).as("one line, no stack trace").noneSatisfy(l -> assertThat(l).startsWith("\tat "));
        assertThat(process.output()).as("never listened").noneSatisfy(l -> assertThat(l).contains("Server Running"));
    }

    @Test
    void anUnknownStorageBackendStopsTheStart() throws Exception {
        assertThat(ShippedBackends.all()).extracting(StorageBackend::name).contains("files", "postgres", "mariadb");
        assertStopsWith("-Dstig.storage.backend=mysql", "stig.storage.backend: 'mysql' is not one of "
                + StorageBackend.names(ShippedBackends.all(), ", "));
    }

    @Test
    void aCatalogPathThatIsAFileStopsTheStart(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder.xml"), "x");
        assertStopsWith("-Dstig.catalog.directory=" + file, "stig.catalog.directory: " + file + " is not a folder");
    }

    @Test
    void aBackendWithoutASettingItRequiresStopsTheStartNamingItAndAnExample() throws Exception {
        assertThat(ShippedBackends.all()).as("the database backends declare their URL").anySatisfy(backend ->
                assertThat(backend.requiredSettings()).isNotEmpty());
        for (StorageBackend backend : ShippedBackends.all()) {
            for (var setting : backend.requiredSettings().entrySet()) {
                assertStopsWith("-Dstig.storage.backend=" + backend.name(), "stig.storage.backend=" + backend.name()
                        + " needs " + setting.getKey() + ", e.g. " + setting.getValue());
            }
        }
    }

    @Test
    void aCacheSizeThatIsNotASizeStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.export.cache.max-bytes=lots", "stig.export.cache.max-bytes: 'LOTS' is not a size such as 64MB, 512KB or 1048576");
    }

    @Test
    void aCacheLargerThanTheDirectMemoryStopsTheStart() throws Exception {
        assertStopsWith(List.of("-XX:MaxDirectMemorySize=16m", "-Dstig.export.cache.max-bytes=32MB"),
                "stig.export.cache.max-bytes: 33554432 bytes do not fit in the JVM's direct memory (16777216 bytes): "
                        + "lower it or raise -XX:MaxDirectMemorySize");
    }

    @Test
    void aRefreshIntervalThatIsNotADurationStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.catalog.refresh-interval=soon", "stig.catalog.refresh-interval: 'soon' is not a duration such as 500ms, 5s or 2m");
    }

    @Test
    void anAccessManagementUrlThatIsNotAUrlStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.auth.url=not-a-url", "stig.auth.url: 'not-a-url' is not an http(s) URL");
    }

    @Test
    void aModelsKeptBelowOneStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.catalog.models-kept=0", "stig.catalog.models-kept: '0' is not 1 or more");
    }

    @Test
    void anAccessManagementMethodOtherThanGetOrPostStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.auth.method=PUT", "stig.auth.method: 'PUT' is not one of GET, POST");
    }

    @Test
    void aBreakerRateAboveOneHundredPercentStopsTheStartEvenInLocalTokenMode() throws Exception {
        assertStopsWith("-Dstig.auth.breaker.failure-rate=200", "stig.auth.breaker.failure-rate: '200' is not a percentage from 1 to 100");
    }

    @Test
    void aLogFormatWithNoAppenderStopsTheStartInsteadOfLoggingNothing() throws Exception {
        assertStopsWith("-DLOG_FORMAT=yaml", "LOG_FORMAT: 'yaml' is not one of text, json");
    }

    @Test
    void aPortOutOfRangeStopsTheStart() throws Exception {
        assertStopsWith("-Dmicronaut.server.port=99999", "micronaut.server.port: '99999' is not a port from 0 to 65535 (or -1 for any free one)");
    }

    @Test
    void aFolderNotMountedYetStartsTheServiceNotReady(@TempDir Path dir) throws Exception {
        try (JarProcess service = JarProcess.server("-Dstig.catalog.directory=" + dir.resolve("later"))) {
            assertThat(service.get("/health/readiness", null).statusCode()).isEqualTo(503);
            assertThat(new String(service.get("/health", null).body())).contains("does not exist");
        }
    }
}
