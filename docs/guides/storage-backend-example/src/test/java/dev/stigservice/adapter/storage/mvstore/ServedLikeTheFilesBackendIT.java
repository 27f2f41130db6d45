package dev.stigservice.adapter.storage.mvstore;

import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service as it ships, its runtime distribution (unpacked by this module's build from the Maven repository), with
 * this module deployed as the guide says: its jar and the store's copied into lib/ext/, the service started by
 * bin/stig-service. The import command fills an MVStore file with the shared samples, and the service on it answers the
 * listing and every download byte for byte like the files backend on the same files.
 */
class ServedLikeTheFilesBackendIT {

    private static final String TOKEN = "mvstore-example";
    private static final Path HOME = Path.of(System.getProperty("stig.service.home", "target/service/stig-service"));
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** The guide's deployment: this module's jar (target/*.jar) and its libraries (target/extra/) into lib/ext/. */
    @BeforeAll
    static void deploy() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(HOME.resolve("bin/stig-service")),
                "the runtime distribution is not unpacked at " + HOME.toAbsolutePath() + " (the build's pre-integration-test does it)");
        Path ext = Files.createDirectories(HOME.resolve("lib/ext"));
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> built = Files.newDirectoryStream(Path.of("target"), "*.jar");
             DirectoryStream<Path> extra = Files.newDirectoryStream(Path.of("target/extra"), "*.jar")) {
            built.forEach(jars::add);
            extra.forEach(jars::add);
        }
        assertThat(jars).as("this module's jar and the store's").anyMatch(jar -> jar.getFileName().toString().startsWith("h2-"))
                .anyMatch(jar -> jar.getFileName().toString().startsWith("storage-backend-mvstore-"));
        for (Path jar : jars) {
            Files.copy(jar, ext.resolve(jar.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void theSamplesImportedIntoAnMvStoreAreServedByteForByteLikeTheFilesBackend(@TempDir Path work) throws Exception {
        Path samples = StigSamples.directory();
        List<String> mvstore = List.of("-Dstig.storage.backend=mvstore", "-Dstig.storage.mvstore.file=" + work.resolve("catalog.mv"));

        Process imported = start(work.resolve("import.log"), mvstore, "import", samples.toAbsolutePath().toString());
        assertThat(imported.waitFor(5, TimeUnit.MINUTES)).isTrue();
        String report = Files.readString(work.resolve("import.log"));
        assertThat(report).as("SOURCES.md is skipped; the SCAP data stream is stored as a SCAP benchmark").contains("Import finished: 23 imported, 0 unchanged, 1 skipped");
        assertThat(imported.exitValue()).as("3: some stored, some skipped").isEqualTo(3);

        int filesPort = freePort();
        int mvstorePort = freePort();
        Process files = start(work.resolve("files.log"), List.of("-Dstig.catalog.directory=" + samples.toAbsolutePath(),
                "-Dmicronaut.server.port=" + filesPort));
        List<String> mvstoreServer = new ArrayList<>(mvstore);
        mvstoreServer.add("-Dmicronaut.server.port=" + mvstorePort);
        Process store = start(work.resolve("mvstore.log"), mvstoreServer);
        try {
            byte[] listing = awaitListing(files, filesPort, work.resolve("files.log"));
            assertThat(awaitListing(store, mvstorePort, work.resolve("mvstore.log"))).isEqualTo(listing);
            JsonNode entries = new ObjectMapper().readTree(listing).get("stigs");
            assertThat(entries.size()).isEqualTo(22);
            for (JsonNode entry : entries) {
                for (String format : List.of("json", "csv", "xml")) {
                    String path = "/api/v1/stigs/" + entry.get("slug").asString() + "/download?format=" + format;
                    HttpResponse<byte[]> expected = get(filesPort, path);
                    HttpResponse<byte[]> actual = get(mvstorePort, path);
                    assertThat(expected.statusCode()).as(path).isEqualTo(200);
                    assertThat(actual.statusCode()).as(path).isEqualTo(200);
                    assertThat(actual.body()).as(path).isEqualTo(expected.body());
                }
            }
            assertThat(Files.readString(work.resolve("mvstore.log"))).contains("catalog 22 benchmarks").contains("from MVStore ");
        } finally {
            files.destroy();
            store.destroy();
            files.waitFor(30, TimeUnit.SECONDS);
            store.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void theBackendsOwnSettingsAreCheckedAsEveryOtherSettingIs(@TempDir Path work) throws Exception {
        assertStopsWith(work.resolve("missing.log"), List.of("-Dstig.storage.backend=mvstore"),
                "stig-service did not start: stig.storage.backend=mvstore needs stig.storage.mvstore.file, e.g. /var/lib/stig-service/catalog.mv");
        // A blank value as an environment variable: JAVA_OPTS is split at blanks.
        assertStopsWith(work.resolve("blank.log"), List.of("-Dstig.storage.backend=mvstore"), Map.of("STIG_STORAGE_MVSTORE_FILE", " "),
                "stig-service did not start: stig.storage.mvstore.file: the store's file must be named");
        assertStopsWith(work.resolve("unknown.log"), List.of("-Dstig.storage.backend=mvstor"),
                "stig-service did not start: stig.storage.backend: 'mvstor' is not one of files, mariadb, mvstore, postgres");
    }

    private static void assertStopsWith(Path log, List<String> options, String line) throws Exception {
        assertStopsWith(log, options, Map.of(), line);
    }

    /** The start fails with exit status 2 and the one line, no stack trace. */
    private static void assertStopsWith(Path log, List<String> options, Map<String, String> environment, String line) throws Exception {
        Process process = start(log, options, environment);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        List<String> output = Files.readAllLines(log);
        assertThat(output).as(String.join(" ", options)).anySatisfy(l -> assertThat(l).endsWith(line));
        assertThat(output).as("one line, no stack trace").noneSatisfy(l -> assertThat(l).startsWith("\tat "));
        assertThat(process.exitValue()).isEqualTo(2);
    }

    private static Process start(Path log, List<String> options, String... arguments) throws IOException {
        return start(log, options, Map.of(), arguments);
    }

    /** bin/stig-service, its JVM options in JAVA_OPTS as an operator gives them, on loopback, local tokens. */
    private static Process start(Path log, List<String> options, Map<String, String> environment, String... arguments) throws IOException {
        List<String> javaOptions = new ArrayList<>(List.of("-Xmx512m", "-Dmicronaut.server.host=127.0.0.1", "-Dstig.auth.tokens=" + TOKEN));
        javaOptions.addAll(options);
        List<String> command = new ArrayList<>(List.of(HOME.resolve("bin/stig-service").toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("JAVA_OPTS", String.join(" ", javaOptions));
        builder.environment().putAll(environment);
        return builder.start();
    }

    private static byte[] awaitListing(Process process, int port, Path log) throws Exception {
        for (int i = 0; i < 600; i++) {
            if (!process.isAlive()) {
                throw new AssertionError("the service ended: " + Files.readString(log));
            }
            try {
                HttpResponse<byte[]> listing = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/stigs")).build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                if (listing.statusCode() == 200) {
                    return listing.body();
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the service did not answer within a minute: " + Files.readString(log));
    }

    private static HttpResponse<byte[]> get(int port, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).header("Authorization", "Bearer " + TOKEN).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
