package dev.stigservice.bootstrap;

import dev.stigservice.adapter.storage.StigSamples;
import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.postgres.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The PostgreSQL backend through the packaged jar: the import command on the real samples (twice),
 * then the service on that database answering byte for byte like the files backend on the same files,
 * and seeing a later import without a restart.
 */
class PostgresBackendIT {

    private static final String TOKEN = "it-token";
    private static TestDatabase database;
    private static List<String> datasource;

    @BeforeAll
    static void createDatabase() throws Exception {
        database = new TestDatabase();
        datasource = List.of("-Ddatasources.default.url=" + database.url(), "-Ddatasources.default.username=" + database.user());
    }

    @AfterAll
    static void dropDatabase() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    private static JarProcess runImport(String... paths) throws Exception {
        String[] arguments = new String[paths.length + 1];
        arguments[0] = "import";
        System.arraycopy(paths, 0, arguments, 1, paths.length);
        JarProcess command = JarProcess.command(datasource, arguments);
        command.exitCode();
        return command;
    }

    @Test
    void importedSamplesAreServedByteForByteLikeTheFilesBackend(@TempDir Path extra) throws Exception {
        String samples = StigSamples.directory().toAbsolutePath().toString();
        JarProcess first = runImport(samples);
        assertThat(first.exitCode()).as("SOURCES.md and the SCAP data-stream are skipped").isEqualTo(1);
        assertThat(first.output()).contains("Import finished: 22 imported, 0 unchanged, 2 skipped");
        assertThat(first.output()).anySatisfy(line -> assertThat(line).matches("\\[\\d+/\\d+\\] .*imported RHEL_9_STIG V2R8 \\(446 rules\\)"));
        assertThat(first.output()).anySatisfy(line -> assertThat(line).contains("disa-stig-rhel8-v2r8-xccdf-scap.xml").contains("SCAP data-stream"));

        JarProcess second = runImport(samples);
        assertThat(second.output()).contains("Import finished: 0 imported, 22 unchanged, 2 skipped");

        try (JarProcess postgres = JarProcess.server("-Dstig.storage.backend=postgres", "-Dstig.auth.tokens=" + TOKEN,
                "-Dstig.catalog.refresh-interval=500ms", datasource.get(0), datasource.get(1));
             JarProcess files = JarProcess.server("-Dstig.catalog.directory=" + samples, "-Dstig.auth.tokens=" + TOKEN)) {
            HttpResponse<byte[]> listing = postgres.get("/api/v1/stigs", null);
            assertThat(listing.body()).isEqualTo(files.get("/api/v1/stigs", null).body());
            JsonNode entries = new ObjectMapper().readTree(listing.body()).get("stigs");
            assertThat(entries.size()).isEqualTo(22);
            for (JsonNode entry : entries) {
                for (String format : List.of("json", "csv", "xml")) {
                    String path = "/api/v1/stigs/" + entry.get("slug").asString() + "/download?format=" + format;
                    HttpResponse<byte[]> fromPostgres = postgres.get(path, TOKEN);
                    HttpResponse<byte[]> fromFiles = files.get(path, TOKEN);
                    assertThat(fromPostgres.statusCode()).as(path).isEqualTo(200);
                    assertThat(fromPostgres.body()).as(path).isEqualTo(fromFiles.body());
                    assertThat(fromPostgres.headers().firstValue("ETag")).as(path).isEqualTo(fromFiles.headers().firstValue("ETag"));
                }
            }

            Path broken = extra.resolve("broken.xml");
            Files.writeString(broken, "<Benchmark xmlns=\"http://checklists.nist.gov/xccdf/1.1\" id=\"Broken\"><title>cut off");
            Files.write(extra.resolve("late.xml"), TestBenchmarks.xccdf("Late_Arrival_STIG", "1", "1", "01 Oct 2026", 3));
            JarProcess late = runImport(extra.toString());
            assertThat(late.output()).contains("Import finished: 1 imported, 0 unchanged, 1 skipped");
            assertThat(late.output()).anySatisfy(line -> assertThat(line).contains("broken.xml").contains("not well-formed XML"));

            Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
            String body = "";
            while (Instant.now().isBefore(deadline) && !body.contains("late-arrival-stig")) {
                body = new String(postgres.get("/api/v1/stigs", null).body(), StandardCharsets.UTF_8);
                Thread.sleep(100);
            }
            assertThat(body).as("a running instance sees an import without a restart").contains("\"total\":23").contains("late-arrival-stig");
        }
    }
}
