package dev.stigservice.endtoend.snapshot;

import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.postgres.TestDatabase;
import dev.stigservice.endtoend.support.JarProcess;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The monthly transfer to a network that cannot reach DISA, end to end through the packaged jar: export from a service
 * on the real samples and DISA's CCI list, check with OpenSSL and sha256sum alone (no part of this service), import into an empty files
 * backend and an empty PostgreSQL, and every listing, download, revision list, feed and lookup answers byte for byte
 * as the source does. An incremental snapshot carries only what the earlier one did not.
 */
class SnapshotTransferIT {

    private static final String TOKEN = "snapshot-token";

    @TempDir
    static Path keys;
    private static Path signingKey;

    @TempDir
    Path work;

    @BeforeAll
    static void keys() throws Exception {
        Tools.require("openssl", "sha256sum", "unzip");
        signingKey = Tools.keyPair(keys, "snapshot-signing");
    }

    private static List<String> signing(String... more) {
        List<String> options = new ArrayList<>(List.of("-Dstig.snapshot.signing-key=" + signingKey));
        options.addAll(List.of(more));
        return options;
    }

    private static List<String> trusting(String... more) {
        List<String> options = new ArrayList<>(List.of("-Dstig.snapshot.trusted-keys=" + Tools.publicKey(signingKey)));
        options.addAll(List.of(more));
        return options;
    }

    private static JarProcess command(List<String> options, String... arguments) throws Exception {
        JarProcess command = JarProcess.command(options, arguments);
        command.exitCode();
        return command;
    }

    private static Path export(Path source, Path snapshot, String... since) throws Exception {
        List<String> arguments = new ArrayList<>(List.of("export-snapshot", snapshot.toString()));
        arguments.addAll(List.of(since));
        JarProcess export = command(signing("-Dstig.catalog.directory=" + source), arguments.toArray(String[]::new));
        assertThat(export.exitCode()).as(String.join("\n", export.output())).isZero();
        return snapshot;
    }

    @Test
    void theStandardToolsCheckTheSnapshotWithoutTheService() throws Exception {
        Path snapshot = export(StigSamples.directory().toAbsolutePath(), work.resolve("march.zip"));
        Path unpacked = Files.createDirectories(work.resolve("unpacked"));
        Tools.check(Tools.run(unpacked, "unzip", "-q", snapshot.toString()));

        Tools.Run signature = Tools.run(unpacked, "openssl", "pkeyutl", "-verify", "-pubin", "-inkey", Tools.publicKey(signingKey).toString(),
                "-rawin", "-in", "SHA256SUMS", "-sigfile", "SHA256SUMS.sig");
        assertThat(signature.status()).as(signature.output()).isZero();
        assertThat(signature.output()).contains("Signature Verified Successfully");

        Tools.Run sums = Tools.run(unpacked, "sha256sum", "-c", "SHA256SUMS");
        assertThat(sums.status()).as(sums.output()).isZero();
        List<String> manifest = Files.readAllLines(unpacked.resolve("manifest.tsv"));
        // Every document of the samples' folder (the bundle's documents one by one) and the manifest, each checked.
        assertThat(Tools.lines(sums.output())).hasSize(manifest.size()).allSatisfy(line -> assertThat(line).endsWith(": OK"));
        assertThat(manifest).hasSize(24).first().isEqualTo("key\tstored\tsize\tfile");
        assertThat(manifest).anySatisfy(line -> assertThat(line).endsWith("\tU_RHEL_9_STIG_V2R8_Manual-xccdf.xml"));
        assertThat(manifest).as("a SCAP data stream is a stored document like any other")
                .anySatisfy(line -> assertThat(line).endsWith("\tdisa-stig-rhel8-v2r8-xccdf-scap.xml"));

        Files.writeString(unpacked.resolve("SHA256SUMS"), Files.readString(unpacked.resolve("SHA256SUMS")).replaceFirst("^.", "0"));
        assertThat(Tools.run(unpacked, "openssl", "pkeyutl", "-verify", "-pubin", "-inkey", Tools.publicKey(signingKey).toString(),
                "-rawin", "-in", "SHA256SUMS", "-sigfile", "SHA256SUMS.sig").status()).as("a changed SHA256SUMS").isNotZero();
    }

    @Test
    void twoExportsOfTheSameStoredStateAreByteIdenticalAndTheRouteServesTheSameBytes() throws Exception {
        Path samples = StigSamples.directory().toAbsolutePath();
        byte[] first = Files.readAllBytes(export(samples, work.resolve("one.zip")));
        byte[] second = Files.readAllBytes(export(samples, work.resolve("two.zip")));
        assertThat(second).isEqualTo(first);
        try (RunningService mirror = new RunningService(Map.of("stig.catalog.directory", samples.toString(), "stig.auth.tokens", TOKEN,
                "stig.snapshot.signing-key", signingKey.toString()))) {
            HttpResponse<byte[]> pulled = mirror.sendForBytes("GET", "/api/v1/snapshot", "Authorization", "Bearer " + TOKEN);
            assertThat(pulled.statusCode()).isEqualTo(200);
            assertThat(pulled.body()).isEqualTo(first);
            assertThat(pulled.headers().firstValue("Content-Disposition")).contains("attachment; filename=\"stig-snapshot.zip\"");
            String tag = pulled.headers().firstValue("ETag").orElseThrow();
            assertThat(mirror.sendForBytes("GET", "/api/v1/snapshot", "Authorization", "Bearer " + TOKEN, "If-None-Match", tag)
                    .statusCode()).isEqualTo(304);
            assertThat(mirror.get("/api/v1/snapshot").statusCode()).as("no token").isEqualTo(401);
        }
    }

    @Test
    void importedIntoAnEmptyFilesBackendAndAnEmptyPostgresEveryAnswerIsTheSourcesByteForByte() throws Exception {
        // The samples and DISA's CCI list, so that the lookups answer from the list on both sides.
        Path samples = Files.createDirectories(work.resolve("library"));
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            for (Path file : files.toList()) {
                Files.copy(file, samples.resolve(file.getFileName().toString()));
            }
        }
        Files.copy(StigSamples.cciList(), samples.resolve("U_CCI_List.xml"));
        Path snapshot = export(samples, work.resolve("march.zip"));
        Path folder = Files.createDirectories(work.resolve("air-gapped"));
        try (TestDatabase database = new TestDatabase()) {
            List<String> files = trusting("-Dstig.storage.backend=files", "-Dstig.catalog.directory=" + folder);
            List<String> postgres = trusting("-Dstig.storage.backend=postgres", "-Ddatasources.default.url=" + database.url(),
                    "-Ddatasources.default.username=" + database.user());
            for (List<String> target : List.of(files, postgres)) {
                JarProcess first = command(target, "import", snapshot.toString());
                assertThat(first.exitCode()).as(String.join("\n", first.output())).isZero();
                assertThat(first.output()).anySatisfy(line -> assertThat(line).startsWith("Verified " + snapshot
                        + ": signed by snapshot-signing.pub.pem, 24 documents"));
                assertThat(first.output()).contains("Import finished: 24 imported, 0 unchanged, 0 skipped");
                assertThat(first.output()).anySatisfy(line -> assertThat(line).matches("\\[\\d+/24] U_RHEL_9_STIG_V2R8_Manual-xccdf.xml: "
                        + "imported RHEL_9_STIG V2R8 \\(446 rules\\)"));
                assertThat(first.output()).anySatisfy(line -> assertThat(line).matches("\\[\\d+/24] U_CCI_List.xml: imported CCI list .*"));
                JarProcess again = command(target, "import", snapshot.toString());
                assertThat(again.exitCode()).isZero();
                assertThat(again.output()).contains("Import finished: 0 imported, 24 unchanged, 0 skipped");
            }
            try (RunningService source = service(Map.of("stig.catalog.directory", samples.toString()));
                 RunningService filesTarget = service(Map.of("stig.catalog.directory", folder.toString()));
                 RunningService postgresTarget = service(Map.of("stig.storage.backend", "postgres", "datasources.default.url", database.url(),
                         "datasources.default.username", database.user()))) {
                List<String> paths = everyAnswer(source);
                assertThat(paths).hasSizeGreaterThan(100);
                for (String path : paths) {
                    HttpResponse<byte[]> expected = source.sendForBytes("GET", path, "Authorization", "Bearer " + TOKEN);
                    for (RunningService target : List.of(filesTarget, postgresTarget)) {
                        HttpResponse<byte[]> actual = target.sendForBytes("GET", path, "Authorization", "Bearer " + TOKEN);
                        assertThat(actual.statusCode()).as(path).isEqualTo(expected.statusCode());
                        assertThat(new String(actual.body(), StandardCharsets.UTF_8)).as(path).isEqualTo(new String(expected.body(), StandardCharsets.UTF_8));
                    }
                }
            }
        }
    }

    private static RunningService service(Map<String, String> settings) {
        Map<String, Object> all = new java.util.HashMap<>(settings);
        all.put("stig.auth.tokens", TOKEN);
        return new RunningService(all);
    }

    /**
     * The listing, the feed, and for every benchmark its downloads, revisions and checklist, and lookups of its first
     * rule; the SCAP listing and each SCAP benchmark's data stream and map.
     */
    private static List<String> everyAnswer(RunningService source) throws Exception {
        Set<String> paths = new LinkedHashSet<>(List.of("/api/v1/stigs", "/api/v1/releases", "/api/v1/releases.atom",
                "/api/v1/ccis/CCI-000366", "/api/v1/controls/AC-2", "/api/v1/controls/CM-6"));
        ObjectMapper json = new ObjectMapper();
        paths.add("/api/v1/scap");
        JsonNode scap = json.readTree(source.get("/api/v1/scap").body()).get("scap");
        assertThat(scap).as("the samples' SCAP benchmark").isNotEmpty();
        for (JsonNode entry : scap) {
            paths.add(entry.get("download").asString());
            paths.add(entry.get("map").asString());
        }
        for (JsonNode entry : json.readTree(source.get("/api/v1/stigs").body()).get("stigs")) {
            String slug = entry.get("slug").asString();
            entry.get("downloads").values().forEach(link -> paths.add(link.asString())); // each registered format
            paths.add("/api/v1/stigs/" + slug + "/revisions");
            paths.add("/api/v1/stigs/" + slug + "/checklist");
            JsonNode rule = json.readTree(source.get("/api/v1/stigs/" + slug + "/download", "Authorization", "Bearer " + TOKEN).body())
                    .get("rules").get(0);
            for (String id : List.of("groupId", "ruleId", "stigId")) {
                paths.add("/api/v1/rules/" + URLEncoder.encode(rule.get(id).asString(), StandardCharsets.UTF_8).replace("+", "%20"));
            }
        }
        return List.copyOf(paths);
    }

    @Test
    void anIncrementalSnapshotCarriesOnlyTheNewRevisionAndCompletesTheReceiver() throws Exception {
        Path source = Files.createDirectories(work.resolve("source"));
        Files.write(source.resolve("U_Transfer_STIG_V1R1_Manual-xccdf.xml"), TestBenchmarks.xccdf("Transfer_STIG", "1", "1", "01 Oct 2026", 4));
        Files.write(source.resolve("U_Other_STIG_V2R3_Manual-xccdf.xml"), TestBenchmarks.xccdf("Other_STIG", "2", "3", "01 Oct 2026", 2));
        Path march = export(source, work.resolve("march.zip"));
        Files.write(source.resolve("U_Transfer_STIG_V1R2_Manual-xccdf.xml"), TestBenchmarks.xccdf("Transfer_STIG", "1", "2", "01 Jan 2027", 5));
        Path april = export(source, work.resolve("april.zip"), "--since", march.toString());

        try (ZipFile zip = new ZipFile(april.toFile())) {
            String manifest = new String(zip.getInputStream(zip.getEntry("manifest.tsv")).readAllBytes(), StandardCharsets.UTF_8);
            assertThat(manifest.lines().skip(1)).singleElement().satisfies(line -> assertThat(line).endsWith("\tU_Transfer_STIG_V1R2_Manual-xccdf.xml"));
        }
        Path unpacked = Files.createDirectories(work.resolve("march-unpacked"));
        Tools.check(Tools.run(unpacked, "unzip", "-q", march.toString()));
        Path sinceManifest = export(source, work.resolve("april-again.zip"), "--since", unpacked.resolve("manifest.tsv").toString());
        assertThat(Files.readAllBytes(sinceManifest)).as("--since the earlier manifest alone").isEqualTo(Files.readAllBytes(april));

        Path folder = Files.createDirectories(work.resolve("air-gapped"));
        List<String> target = trusting("-Dstig.storage.backend=files", "-Dstig.catalog.directory=" + folder);
        assertThat(command(target, "import", march.toString()).output()).contains("Import finished: 2 imported, 0 unchanged, 0 skipped");
        assertThat(command(target, "import", april.toString()).output()).contains("Import finished: 1 imported, 0 unchanged, 0 skipped");
        try (RunningService receiver = service(Map.of("stig.catalog.directory", folder.toString()));
             RunningService sender = service(Map.of("stig.catalog.directory", source.toString()))) {
            for (String path : List.of("/api/v1/stigs", "/api/v1/stigs/transfer-stig/revisions", "/api/v1/releases.atom")) {
                assertThat(receiver.get(path, "Authorization", "Bearer " + TOKEN).body()).as(path)
                        .isEqualTo(sender.get(path, "Authorization", "Bearer " + TOKEN).body());
            }
            assertThat(receiver.get("/api/v1/stigs/transfer-stig/revisions", "Authorization", "Bearer " + TOKEN).body()).contains("V1R1", "V1R2");
        }
    }
}
