package dev.stigservice.endtoend.storage;

import dev.stigservice.adapter.storage.contract.SampleLibrary;
import dev.stigservice.adapter.storage.mariadb.TestMariaDb;
import dev.stigservice.adapter.storage.postgres.TestDatabase;
import dev.stigservice.endtoend.support.JarProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DISA's library as people download it, built from the real samples with one member zip cut off mid-copy, one XCCDF
 * cut off and one member that is no zip ({@link SampleLibrary}), through the packaged jar: the files backend serves
 * every readable benchmark, the same as the same benchmarks dropped in a folder as plain files; the import stores every
 * one into a folder, PostgreSQL and MariaDB and exits 3 (some stored, some skipped); each broken member is named once,
 * by its path in the library, and no stack trace is printed.
 */
class LibraryMembersIT {

    private static final String TOKEN = "it-token";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyReadableMemberIsServedAndImportedAndEachBrokenOneIsNamedOnce(@TempDir Path dir) throws Exception {
        SampleLibrary library = SampleLibrary.build(Files.createDirectories(dir.resolve("served")));
        // The benchmark ids the library's readable XCCDFs hold, read with the JDK's DOM parser, not the service's reader.
        Set<String> ids = new TreeSet<>();
        Path plain = Files.createDirectories(dir.resolve("plain"));
        for (Map.Entry<String, byte[]> benchmark : library.benchmarks().entrySet()) {
            DocumentBuilderFactory dom = DocumentBuilderFactory.newInstance();
            dom.setNamespaceAware(true);
            Element root = dom.newDocumentBuilder().parse(new ByteArrayInputStream(benchmark.getValue())).getDocumentElement();
            assertThat(root.getLocalName()).isEqualTo("Benchmark");
            ids.add(root.getAttribute("id"));
            Files.write(plain.resolve(benchmark.getKey().substring(benchmark.getKey().lastIndexOf('/') + 1)), benchmark.getValue());
        }
        assertThat(ids).hasSizeGreaterThan(15);

        byte[] listing;
        try (JarProcess served = JarProcess.server("-Dstig.catalog.directory=" + library.zip().getParent(), "-Dstig.auth.tokens=" + TOKEN);
             JarProcess reference = JarProcess.server("-Dstig.catalog.directory=" + plain, "-Dstig.auth.tokens=" + TOKEN)) {
            listing = served.get("/api/v1/stigs", null).body();
            List<String> servedIds = new ArrayList<>();
            JSON.readTree(listing).get("stigs").forEach(entry -> servedIds.add(entry.get("benchmarkId").asString()));
            assertThat(servedIds).containsExactlyInAnyOrderElementsOf(ids);
            assertThat(listing).as("the same as the same benchmarks as plain files").isEqualTo(reference.get("/api/v1/stigs", null).body());
            for (JsonNode entry : JSON.readTree(listing).get("stigs")) {
                String path = "/api/v1/stigs/" + entry.get("slug").asString() + "/download?format=xml";
                assertThat(served.get(path, TOKEN).body()).as(path).isEqualTo(reference.get(path, TOKEN).body());
            }
            JsonNode health = JSON.readTree(served.get("/health", null).body()).get("details").get("catalog");
            assertThat(health.get("skipped").asInt()).as("the two broken members and the cut XCCDF; the SCAP data stream is served as one").isEqualTo(3);
            JsonNode scap = JSON.readTree(served.get("/api/v1/scap", null).body());
            assertThat(scap.get("scap")).extracting(entry -> entry.get("benchmarkId").asString())
                    .containsExactly("xccdf_mil.disa.stig_benchmark_RHEL_8_STIG");
            assertNamedOnce(served.output(), List.of(library.cutMember(), library.notAZip(), library.cutXccdf()));
            assertThat(served.output()).anySatisfy(line -> assertThat(line).contains("stig-service listening on").contains("; 3 skipped (named in the log)"));
        }

        Path folder = dir.resolve("imported");
        List<List<String>> targets = new ArrayList<>(List.of(List.of("-Dstig.storage.backend=files", "-Dstig.catalog.directory=" + folder)));
        try (TestDatabase postgres = new TestDatabase(); TestMariaDb mariadb = new TestMariaDb()) {
            targets.add(List.of("-Dstig.storage.backend=postgres", "-Ddatasources.default.url=" + postgres.url(), "-Ddatasources.default.username=" + postgres.user()));
            targets.add(List.of("-Dstig.storage.backend=mariadb", "-Ddatasources.default.url=" + mariadb.url(), "-Ddatasources.default.username=" + mariadb.user()));
            long documents = library.benchmarks().values().stream().map(bytes -> new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1)).distinct().count();
            for (List<String> target : targets) {
                JarProcess imported = JarProcess.command(target, "import", library.zip().toString());
                assertThat(imported.exitCode()).as(target + ": some members stored, some skipped").isEqualTo(3);
                assertThat(imported.output()).as(target.toString()).contains("Import finished: %d imported, 0 unchanged, 3 skipped".formatted(documents + 1));
                assertNamedOnce(imported.output(), library.broken());
                assertThat(imported.output()).anySatisfy(line -> assertThat(line).startsWith("[1/1] " + library.zip().getParent() + "/" + library.scap() + ": imported SCAP benchmark xccdf_mil.disa.stig_benchmark_RHEL_8_STIG 002.008 (288 rules)"));
                try (JarProcess server = JarProcess.server(withToken(target))) {
                    Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
                    HttpResponse<byte[]> answer = server.get("/api/v1/stigs", null);
                    while (Instant.now().isBefore(deadline) && answer.statusCode() != 200) {
                        Thread.sleep(100);
                        answer = server.get("/api/v1/stigs", null);
                    }
                    assertThat(answer.body()).as(target + ": serves what the library served").isEqualTo(listing);
                }
            }
        }
    }

    private static String[] withToken(List<String> options) {
        List<String> all = new ArrayList<>(options);
        all.add("-Dstig.auth.tokens=" + TOKEN);
        return all.toArray(String[]::new);
    }

    /** Each named on exactly one line, and no line of a stack trace anywhere. */
    private static void assertNamedOnce(List<String> output, List<String> names) {
        for (String name : names) {
            assertThat(output).as(name + " in:\n" + String.join("\n", output)).filteredOn(line -> line.contains(name)).hasSize(1);
        }
        assertThat(output).noneSatisfy(line -> assertThat(line).matches("\\s+at [\\w.$]+\\(.*\\)|.*Exception.*"));
    }
}
