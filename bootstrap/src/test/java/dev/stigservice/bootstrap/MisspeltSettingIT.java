package dev.stigservice.bootstrap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A setting that can never work stops the start, with a line that names the setting, the value and what is
 * accepted, before the port opens; a condition that can heal (a folder not mounted yet) starts the service not ready.
 */
class MisspeltSettingIT {

    private static void assertStopsWith(String option, String line) throws Exception {
        JarProcess process = JarProcess.command(List.of(option, "-Dmicronaut.server.port=-1", "-Dmicronaut.server.host=127.0.0.1"));
        assertThat(process.exitCode()).as(option).isNotZero();
        assertThat(process.output()).as(option).anySatisfy(l -> assertThat(l).contains(line));
        assertThat(process.output()).as("never listened").noneSatisfy(l -> assertThat(l).contains("Server Running"));
    }

    @Test
    void anUnknownStorageBackendStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.storage.backend=mysql", "stig.storage.backend: 'mysql' is not one of files, postgres, mariadb");
    }

    @Test
    void aCatalogPathThatIsAFileStopsTheStart(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder.xml"), "x");
        assertStopsWith("-Dstig.catalog.directory=" + file, "stig.catalog.directory: " + file + " is not a folder");
    }

    @Test
    void aDatabaseBackendWithoutAUrlStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.storage.backend=mariadb", "stig.storage.backend=mariadb needs datasources.default.url");
    }

    @Test
    void aCacheSizeThatIsNotASizeStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.export.cache.max-bytes=lots", "stig.export.cache.max-bytes must be a size such as 64MB, not lots");
    }

    @Test
    void aRefreshIntervalThatIsNotADurationStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.catalog.refresh-interval=soon", "Invalid initial delay definition: soon");
    }

    @Test
    void anAccessManagementUrlThatIsNotAUrlStopsTheStart() throws Exception {
        assertStopsWith("-Dstig.auth.url=not-a-url", "stig.auth.url is not an http(s) URL");
    }

    @Test
    void aFolderNotMountedYetStartsTheServiceNotReady(@TempDir Path dir) throws Exception {
        try (JarProcess service = JarProcess.server("-Dstig.catalog.directory=" + dir.resolve("later"))) {
            assertThat(service.get("/health/readiness", null).statusCode()).isEqualTo(503);
            assertThat(new String(service.get("/health", null).body())).contains("does not exist");
        }
    }
}
