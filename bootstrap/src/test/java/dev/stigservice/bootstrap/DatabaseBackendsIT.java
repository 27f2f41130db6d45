package dev.stigservice.bootstrap;

import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.mariadb.TestMariaDb;
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
 * The PostgreSQL and MariaDB backends through the packaged jar: the import command on the real samples (twice)
 * into each, then the service on each database answering byte for byte like the files backend on the same files,
 * and seeing a later import without a restart.
 */
class DatabaseBackendsIT {

    private static final String TOKEN = "it-token";
    private static TestDatabase postgres;
    private static TestMariaDb mariadb;

    @BeforeAll
    static void createDatabases() throws Exception {
        postgres = new TestDatabase();
        mariadb = new TestMariaDb();
    }

    @AfterAll
    static void dropDatabases() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
        if (mariadb != null) {
            mariadb.close();
        }
    }

    private static List<String> postgresOptions() {
        return List.of("-Dstig.storage.backend=postgres", "-Ddatasources.default.url=" + postgres.url(),
                "-Ddatasources.default.username=" + postgres.user());
    }

    private static List<String> mariadbOptions() {
        return List.of("-Dstig.storage.backend=mariadb", "-Ddatasources.default.url=" + mariadb.url(),
                "-Ddatasources.default.username=" + mariadb.user());
    }

    private static JarProcess runImport(List<String> options, String... paths) throws Exception {
        String[] arguments = new String[paths.length + 1];
        arguments[0] = "import";
        System.arraycopy(paths, 0, arguments, 1, paths.length);
        JarProcess command = JarProcess.command(options, arguments);
        command.exitCode();
        return command;
    }

    private static JarProcess server(List<String> options) throws Exception {
        List<String> all = new java.util.ArrayList<>(options);
        all.add("-Dstig.auth.tokens=" + TOKEN);
        all.add("-Dstig.catalog.refresh-interval=500ms");
        return JarProcess.server(all.toArray(String[]::new));
    }

    @Test
    void importedSamplesAreServedByteForByteLikeTheFilesBackend(@TempDir Path extra) throws Exception {
        String samples = StigSamples.directory().toAbsolutePath().toString();
        for (List<String> database : List.of(postgresOptions(), mariadbOptions())) {
            JarProcess first = runImport(database, samples);
            assertThat(first.exitCode()).as("SOURCES.md and the SCAP data-stream are skipped").isEqualTo(1);
            assertThat(first.output()).contains("Import finished: 22 imported, 0 unchanged, 2 skipped");
            assertThat(first.output()).anySatisfy(line -> assertThat(line).matches("\\[\\d+/\\d+\\] .*imported RHEL_9_STIG V2R8 \\(446 rules\\)"));
            assertThat(first.output()).anySatisfy(line -> assertThat(line).contains("disa-stig-rhel8-v2r8-xccdf-scap.xml").contains("SCAP data-stream"));
            assertThat(runImport(database, samples).output()).contains("Import finished: 0 imported, 22 unchanged, 2 skipped");
        }

        try (JarProcess fromPostgres = server(postgresOptions());
             JarProcess fromMariaDb = server(mariadbOptions());
             JarProcess files = JarProcess.server("-Dstig.catalog.directory=" + samples, "-Dstig.auth.tokens=" + TOKEN)) {
            HttpResponse<byte[]> listing = files.get("/api/v1/stigs", null);
            assertThat(fromPostgres.get("/api/v1/stigs", null).body()).isEqualTo(listing.body());
            assertThat(fromMariaDb.get("/api/v1/stigs", null).body()).isEqualTo(listing.body());
            JsonNode entries = new ObjectMapper().readTree(listing.body()).get("stigs");
            assertThat(entries.size()).isEqualTo(22);
            for (JsonNode entry : entries) {
                for (String format : List.of("json", "csv", "xml")) {
                    String path = "/api/v1/stigs/" + entry.get("slug").asString() + "/download?format=" + format;
                    HttpResponse<byte[]> expected = files.get(path, TOKEN);
                    assertThat(expected.statusCode()).as(path).isEqualTo(200);
                    for (JarProcess database : List.of(fromPostgres, fromMariaDb)) {
                        HttpResponse<byte[]> actual = database.get(path, TOKEN);
                        assertThat(actual.statusCode()).as(path).isEqualTo(200);
                        assertThat(actual.body()).as(path).isEqualTo(expected.body());
                        assertThat(actual.headers().firstValue("ETag")).as(path).isEqualTo(expected.headers().firstValue("ETag"));
                    }
                }
            }

            Path broken = extra.resolve("broken.xml");
            Files.writeString(broken, "<Benchmark xmlns=\"http://checklists.nist.gov/xccdf/1.1\" id=\"Broken\"><title>cut off");
            Files.write(extra.resolve("late.xml"), TestBenchmarks.xccdf("Late_Arrival_STIG", "1", "1", "01 Oct 2026", 3));
            for (List<String> database : List.of(postgresOptions(), mariadbOptions())) {
                JarProcess late = runImport(database, extra.toString());
                assertThat(late.output()).contains("Import finished: 1 imported, 0 unchanged, 1 skipped");
                assertThat(late.output()).anySatisfy(line -> assertThat(line).contains("broken.xml").contains("not well-formed XML"));
            }
            for (JarProcess database : List.of(fromPostgres, fromMariaDb)) {
                Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
                String body = "";
                while (Instant.now().isBefore(deadline) && !body.contains("late-arrival-stig")) {
                    body = new String(database.get("/api/v1/stigs", null).body(), StandardCharsets.UTF_8);
                    Thread.sleep(100);
                }
                assertThat(body).as("a running instance sees an import without a restart").contains("\"total\":23").contains("late-arrival-stig");
            }

            // Two revisions of one benchmark (the demo web server STIG's): its revisions and what changed between
            // them read alike from every backend.
            Path revisions = Files.createDirectories(extra.resolve("revisions"));
            for (String file : List.of("Demo_Web_Server_STIG_V1R2_Manual-xccdf.xml", "Demo_Web_Server_STIG_V1R3_Manual-xccdf.xml")) {
                try (var in = DatabaseBackendsIT.class.getResourceAsStream("/dev/stigservice/adapter/storage/demo/" + file)) {
                    Files.write(revisions.resolve(file), in.readAllBytes());
                }
            }
            for (List<String> database : List.of(postgresOptions(), mariadbOptions())) {
                assertThat(runImport(database, revisions.toString()).output()).contains("Import finished: 2 imported, 0 unchanged, 0 skipped");
            }
            try (JarProcess filesWithRevisions = JarProcess.server("-Dstig.catalog.directory=" + revisions, "-Dstig.auth.tokens=" + TOKEN)) {
                String web = "/api/v1/stigs/demo-web-server-stig";
                for (JarProcess database : List.of(fromPostgres, fromMariaDb)) {
                    Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
                    while (Instant.now().isBefore(deadline) && database.get(web + "/revisions", null).statusCode() != 200) {
                        Thread.sleep(100);
                    }
                    for (String path : List.of(web + "/revisions", web + "/changes", web + "/changes?format=csv&from=V1R2&to=V1R3")) {
                        HttpResponse<byte[]> expected = filesWithRevisions.get(path, TOKEN);
                        assertThat(expected.statusCode()).as(path).isEqualTo(200);
                        assertThat(database.get(path, TOKEN).body()).as(path).isEqualTo(expected.body());
                    }
                }
            }
        }
    }
}
