package dev.stigservice.endtoend.storage;

import dev.stigservice.endtoend.support.JarProcess;
import dev.stigservice.endtoend.support.ShippedBackends;

import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.jdbc.DatabaseBackend;
import dev.stigservice.adapter.storage.jdbc.EarlierSchemaRows;
import dev.stigservice.adapter.storage.jdbc.ScratchDatabase;
import dev.stigservice.adapter.storage.mariadb.MariaDbCatalog;
import dev.stigservice.adapter.storage.mariadb.TestMariaDb;
import dev.stigservice.adapter.storage.postgres.PostgresCatalog;
import dev.stigservice.adapter.storage.postgres.TestDatabase;
import dev.stigservice.domain.model.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every database backend through the packaged jar: the import command on the real samples (twice) into each, then the
 * service on each database answering byte for byte like the files backend on the same files, and seeing a later
 * import without a restart. A database at the schema before documents starts not ready until its files are imported
 * again.
 */
class DatabaseBackendsIT {

    private static final String TOKEN = "it-token";
    /** How this test gets an empty database of each database backend's kind. */
    private static final Map<String, Callable<ScratchDatabase>> SCRATCH = Map.of(
            "postgres", TestDatabase::new,
            "mariadb", TestMariaDb::new);
    private static final List<Database> databases = new ArrayList<>();

    /** A database backend and an empty database of its kind. */
    private record Database(String backend, ScratchDatabase scratch) {
        List<String> options() {
            return List.of("-Dstig.storage.backend=" + backend, "-Ddatasources.default.url=" + scratch.url(),
                    "-Ddatasources.default.username=" + scratch.user());
        }
    }

    @BeforeAll
    static void createDatabases() throws Exception {
        // The database backends this repository ships; a backend from a module of its own proves itself in its own
        // module (docs/guides/adding-a-storage-backend.md), as the guide's example does.
        for (StorageBackend backend : ShippedBackends.importing()) {
            if (backend instanceof DatabaseBackend) {
                Callable<ScratchDatabase> scratch = SCRATCH.get(backend.name());
                assertThat(scratch).as("DatabaseBackendsIT needs a scratch database for the " + backend.name()
                        + " backend, a database backend of this repository: add it to SCRATCH").isNotNull();
                databases.add(new Database(backend.name(), scratch.call()));
            }
        }
    }

    @AfterAll
    static void dropDatabases() throws Exception {
        for (Database database : databases) {
            database.scratch().close();
        }
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
        List<String> all = new ArrayList<>(options);
        all.add("-Dstig.auth.tokens=" + TOKEN);
        all.add("-Dstig.catalog.refresh-interval=500ms");
        return JarProcess.server(all.toArray(String[]::new));
    }

    @Test
    void importedSamplesAreServedByteForByteLikeTheFilesBackend(@TempDir Path extra) throws Exception {
        String samples = StigSamples.directory().toAbsolutePath().toString();
        for (Database database : databases) {
            JarProcess first = runImport(database.options(), samples);
            assertThat(first.exitCode()).as("SOURCES.md is skipped, the others stored (the SCAP data stream as a SCAP benchmark)").isEqualTo(3);
            assertThat(first.output()).contains("Import finished: 23 imported, 0 unchanged, 1 skipped");
            assertThat(first.output()).anySatisfy(line -> assertThat(line).matches("\\[\\d+/\\d+\\] .*imported RHEL_9_STIG V2R8 \\(446 rules\\)"));
            assertThat(first.output()).anySatisfy(line -> assertThat(line).contains("disa-stig-rhel8-v2r8-xccdf-scap.xml")
                    .contains("imported SCAP benchmark xccdf_mil.disa.stig_benchmark_RHEL_8_STIG 002.008 (288 rules)"));
            assertThat(runImport(database.options(), samples).output()).contains("Import finished: 0 imported, 23 unchanged, 1 skipped");
        }

        List<JarProcess> servers = new ArrayList<>();
        try (JarProcess files = JarProcess.server("-Dstig.catalog.directory=" + samples, "-Dstig.auth.tokens=" + TOKEN)) {
            for (Database database : databases) {
                servers.add(server(database.options()));
            }
            HttpResponse<byte[]> listing = files.get("/api/v1/stigs", null);
            for (JarProcess database : servers) {
                assertThat(database.get("/api/v1/stigs", null).body()).isEqualTo(listing.body());
            }
            JsonNode entries = new ObjectMapper().readTree(listing.body()).get("stigs");
            assertThat(entries.size()).isEqualTo(22);
            for (JsonNode entry : entries) {
                String stig = "/api/v1/stigs/" + entry.get("slug").asString();
                // The downloads and the OSCAL documents: the same revision, the same bytes on every backend.
                for (String path : List.of(stig + "/download?format=json", stig + "/download?format=csv", stig + "/download?format=xml",
                        stig + "/oscal/catalog?format=json", stig + "/oscal/catalog?format=xml",
                        stig + "/oscal/profile?format=json", stig + "/oscal/profile?format=xml")) {
                    HttpResponse<byte[]> expected = files.get(path, TOKEN);
                    assertThat(expected.statusCode()).as(path).isEqualTo(200);
                    for (JarProcess database : servers) {
                        HttpResponse<byte[]> actual = database.get(path, TOKEN);
                        assertThat(actual.statusCode()).as(path).isEqualTo(200);
                        assertThat(actual.body()).as(path).isEqualTo(expected.body());
                        assertThat(actual.headers().firstValue("ETag")).as(path).isEqualTo(expected.headers().firstValue("ETag"));
                    }
                }
            }

            // The SCAP benchmark: the same listing, and the data stream stored in each database is DISA's file byte for byte.
            HttpResponse<byte[]> scapListing = files.get("/api/v1/scap", null);
            byte[] dataStream = Files.readAllBytes(StigSamples.file("disa-stig-rhel8-v2r8-xccdf-scap.xml"));
            for (JarProcess server : servers) {
                assertThat(server.get("/api/v1/scap", null).body()).isEqualTo(scapListing.body());
            }
            for (JarProcess server : java.util.stream.Stream.concat(java.util.stream.Stream.of(files), servers.stream()).toList()) {
                for (String path : List.of("/api/v1/scap/xccdf-mil-disa-stig-benchmark-rhel-8-stig/download",
                        "/api/v1/scap/xccdf-mil-disa-stig-benchmark-rhel-8-stig/map")) {
                    HttpResponse<byte[]> answer = server.get(path, TOKEN);
                    assertThat(answer.statusCode()).as(path).isEqualTo(200);
                    if (path.endsWith("/download")) {
                        assertThat(answer.body()).as("the stored data stream, byte for byte").isEqualTo(dataStream);
                    } else {
                        assertThat(answer.body()).as(path).isEqualTo(files.get(path, TOKEN).body());
                    }
                }
            }

            Path broken = extra.resolve("broken.xml");
            Files.writeString(broken, "<Benchmark xmlns=\"http://checklists.nist.gov/xccdf/1.1\" id=\"Broken\"><title>cut off");
            Files.write(extra.resolve("late.xml"), TestBenchmarks.xccdf("Late_Arrival_STIG", "1", "1", "01 Oct 2026", 3));
            for (Database database : databases) {
                JarProcess late = runImport(database.options(), extra.toString());
                assertThat(late.output()).contains("Import finished: 1 imported, 0 unchanged, 1 skipped");
                assertThat(late.output()).anySatisfy(line -> assertThat(line).contains("broken.xml").contains("not well-formed XML"));
            }
            for (JarProcess database : servers) {
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
            for (Database database : databases) {
                assertThat(runImport(database.options(), revisions.toString()).output()).contains("Import finished: 2 imported, 0 unchanged, 0 skipped");
            }
            try (JarProcess filesWithRevisions = JarProcess.server("-Dstig.catalog.directory=" + revisions, "-Dstig.auth.tokens=" + TOKEN)) {
                String web = "/api/v1/stigs/demo-web-server-stig";
                for (JarProcess database : servers) {
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

            // What every database now holds (the samples, the late file, both demo revisions) served from files: the
            // release feed is the same bytes from each backend, entry ids included.
            // DISA's CCI list is imported like a benchmark; once a refresh has seen it, lookups and the CSV's NIST column
            // are the same bytes from every backend as from files.
            Path cciList = Files.copy(StigSamples.cciList(), Files.createDirectories(extra.resolve("cci")).resolve("U_CCI_List.xml"));
            for (Database database : databases) {
                JarProcess imported = runImport(database.options(), cciList.toString());
                assertThat(imported.output()).contains("Import finished: 1 imported, 0 unchanged, 0 skipped");
                assertThat(imported.output()).anySatisfy(line -> assertThat(line).endsWith("imported CCI list 2016-06-27 (3551 CCIs)"));
            }
            copyFolder(StigSamples.directory(), extra.resolve("samples"));
            try (JarProcess filesWithAll = JarProcess.server("-Dstig.catalog.directory=" + extra, "-Dstig.auth.tokens=" + TOKEN)) {
                for (JarProcess database : servers) {
                    Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
                    while (Instant.now().isBefore(deadline)
                            && !new String(database.get("/api/v1/ccis/CCI-000366", TOKEN).body(), StandardCharsets.UTF_8).contains("2016-06-27")) {
                        Thread.sleep(100);
                    }
                }
                for (String path : List.of("/api/v1/rules/V-257777", "/api/v1/rules/rhel-09-211010", "/api/v1/rules/SRG-OS-000480-GPOS-00227",
                        "/api/v1/ccis/CCI-000366", "/api/v1/ccis/CCI-003627", "/api/v1/controls/AC-2", "/api/v1/controls/CM-6%20(1)?nist=4",
                        "/api/v1/stigs/rhel-9-stig/download?format=csv")) {
                    HttpResponse<byte[]> expected = filesWithAll.get(path, TOKEN);
                    assertThat(expected.statusCode()).as(path).isEqualTo(200);
                    for (JarProcess database : servers) {
                        HttpResponse<byte[]> actual = database.get(path, TOKEN);
                        assertThat(actual.body()).as(path).isEqualTo(expected.body());
                        assertThat(actual.headers().firstValue("ETag")).as(path).isEqualTo(expected.headers().firstValue("ETag"));
                    }
                }
                for (String path : List.of("/api/v1/releases?limit=500", "/api/v1/releases.atom?limit=500")) {
                    HttpResponse<byte[]> expected = filesWithAll.get(path, null);
                    assertThat(expected.statusCode()).as(path).isEqualTo(200);
                    assertThat(new String(expected.body(), StandardCharsets.UTF_8)).contains("late-arrival-stig", "V1R3");
                    for (JarProcess database : servers) {
                        assertThat(database.get(path, null).body()).as(path).isEqualTo(expected.body());
                    }
                }
            }
        } finally {
            for (JarProcess server : servers) {
                server.close();
            }
        }
    }

    /**
     * A database that an earlier version filled with rows (its schema before documents, and one revision): the service
     * starts on it not ready and says, in the log and in its readiness answer, to import the same files again; once
     * imported, it becomes ready within a refresh and the earlier tables are gone.
     */
    @Test
    void aDatabaseOfAnEarlierVersionStartsNotReadyUntilItsFilesAreImportedAgain(@TempDir Path folder) throws Exception {
        Map<String, List<String>> schemaBeforeDocuments = Map.of(
                "postgres", List.of(PostgresCatalog.MIGRATIONS, "4"),
                "mariadb", List.of(MariaDbCatalog.MIGRATIONS, "3"));
        for (Database database : databases.stream().filter(d -> schemaBeforeDocuments.containsKey(d.backend())).toList()) {
            try (ScratchDatabase earlier = SCRATCH.get(database.backend()).call()) {
                List<String> schema = schemaBeforeDocuments.get(database.backend());
                Document shapes = EarlierSchemaRows.storedAsRows(earlier.dataSource(), schema.get(0), schema.get(1));
                Database upgraded = new Database(database.backend(), earlier);
                try (JarProcess service = server(upgraded.options())) {
                    HttpResponse<byte[]> readiness = service.get("/health/readiness", null);
                    assertThat(readiness.statusCode()).as(database.backend()).isEqualTo(503);
                    String reimport = "were stored by an earlier version as rows, without their documents: run the import again on the same files";
                    assertThat(new String(readiness.body(), StandardCharsets.UTF_8)).as(database.backend()).contains(reimport);
                    assertThat(service.output()).as(database.backend()).anySatisfy(line -> assertThat(line).contains(reimport));

                    Path file = Files.write(folder.resolve(database.backend() + "-shapes.xml"), shapes.content());
                    assertThat(runImport(upgraded.options(), file.toString()).output()).contains("Import finished: 1 imported, 0 unchanged, 0 skipped");
                    Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
                    while (Instant.now().isBefore(deadline) && service.get("/health/readiness", null).statusCode() != 200) {
                        Thread.sleep(100);
                    }
                    assertThat(service.get("/health/readiness", null).statusCode()).as(database.backend()).isEqualTo(200);
                    assertThat(new String(service.get("/api/v1/stigs", null).body(), StandardCharsets.UTF_8)).contains("Shapes_STIG");
                    assertThatThrownBy(() -> EarlierSchemaRows.earlierRows(earlier.dataSource())).as(database.backend() + ": the earlier tables are dropped")
                            .isInstanceOf(SQLException.class);
                }
            }
        }
    }

    private static void copyFolder(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
