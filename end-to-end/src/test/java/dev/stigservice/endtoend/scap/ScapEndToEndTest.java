package dev.stigservice.endtoend.scap;

import dev.stigservice.endtoend.support.Installed;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.ScapReading;
import dev.stigservice.xccdf.StigSamples;
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
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * SCAP benchmarks through the real server (docs/guides/scap-benchmarks.md), on real data streams: DISA's RHEL 8 SCAP
 * benchmark (the samples), ComplianceAsCode's RHEL 8 and Debian 11 data streams (Debian's ssg-nondebian and ssg-debian
 * packages), beside manual benchmarks. Listed apart from the manual listing, downloaded byte for byte (SHA-256 of the
 * file), valid for {@code oscap ds sds-validate}, and mapped to the manual benchmark as an independent reading of both
 * XML files says ({@link ScapReading}, the DOM oracle ScapDataStreamReaderTest uses too).
 * <p>
 * The manual side is DISA's real manual RHEL 8 STIG V2R8 ({@code ../shared/rhel8}, the twin of DISA's SCAP benchmark
 * V2R8 among the samples; the tests that need it are skipped with the reason where it is absent): every rule of DISA's
 * SCAP benchmark maps to the manual rule of its SV- number, which carries the SCAP rule's own STIG id, and the manual
 * rules the SCAP benchmark does not automate are exactly those the oracle finds no SCAP rule for.
 * <p>
 * What is checked against outside data is ComplianceAsCode's RHEL 8 data stream, written by other people from DISA's
 * rules of an older release: each of its rules names the SV- rule it implements and, in a second reference, the STIG id
 * ({@code RHEL-08-010359}). The service pairs rules by SV- number only; every pair it answers must carry, in the manual
 * rule, the STIG id ComplianceAsCode's own reference names (none disagrees), the pairs it answers are exactly the
 * oracle's agreeing pairs, the rules naming an SV- number the manual benchmark lacks are exactly the oracle's unmatched
 * ones, and the manual rules left uncovered are exactly those the oracle finds no SCAP rule for.
 */
class ScapEndToEndTest {

    private static final String TOKEN = "scap-token";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final String DISA = "disa-stig-rhel8-v2r8-xccdf-scap.xml";
    private static final String SSG_RHEL8 = "ssg-rhel8-ds.xml";
    private static final String SSG_DEBIAN11 = "ssg-debian11-ds.xml";
    private static final String MANUAL = "disa-stig-rhel8-v2r8-xccdf-manual.xml";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path folder;
    private static RunningService service;
    /** The data streams in the library, by file name. */
    private static final Map<String, Path> scapFiles = new LinkedHashMap<>();

    @BeforeAll
    static void start() throws Exception {
        if (!StigSamples.present()) {
            return;
        }
        Path disa = StigSamples.file(DISA);
        scapFiles.put(DISA, Files.copy(disa, folder.resolve(DISA)));
        for (String name : List.of(SSG_RHEL8, SSG_DEBIAN11)) {
            Path ssg = Path.of(System.getProperty("stig.ssg.dir", "/usr/share/xml/scap/ssg/content"), name);
            if (Files.isRegularFile(ssg)) {
                scapFiles.put(name, Files.copy(ssg, folder.resolve(name)));
            }
        }
        if (Files.isRegularFile(realManual())) {
            Files.copy(realManual(), folder.resolve(MANUAL));
        }
        Files.copy(StigSamples.file("U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml"), folder.resolve("U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml"));
        service = new RunningService(Map.of("stig.catalog.directory", folder.toString(), "stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
    }

    private static RunningService service() {
        StigSamples.directory();
        assumeTrue(Files.isRegularFile(realManual()), "DISA's manual RHEL 8 STIG not found at " + realManual().toAbsolutePath()
                + "; it lies beside the samples (-Dstig.samples.dir), in rhel8/");
        return service;
    }

    /** DISA's manual RHEL 8 STIG V2R8, beside the samples' folder. */
    private static Path realManual() {
        return StigSamples.directory().resolveSibling("rhel8").resolve(MANUAL);
    }

    private static Path ssg(String name) {
        StigSamples.ssgDataStream(name);
        return scapFiles.get(name);
    }

    @Test
    void theScapBenchmarksAreListedApartFromTheManualOnes() throws Exception {
        HttpResponse<String> answer = service().get("/api/v1/scap");
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        JsonNode listing = JSON.readTree(answer.body());
        assertThat(listing.get("total").asInt()).isEqualTo(scapFiles.size());
        Map<String, JsonNode> byId = new HashMap<>();
        List<String> slugs = new ArrayList<>();
        listing.get("scap").forEach(entry -> {
            byId.put(entry.get("benchmarkId").asString(), entry);
            slugs.add(entry.get("slug").asString());
            assertThat(entry.has("fileName") || entry.has("sha256")).as("no stored file name or hash in the public listing").isFalse();
            entry.get("revisions").forEach(revision ->
                    assertThat(revision.has("fileName") || revision.has("sha256")).as("nor in its revisions").isFalse());
        });
        assertThat(slugs).as("sorted by slug").isSorted();
        Map<String, JsonNode> byFile = new HashMap<>();
        for (Map.Entry<String, Path> file : scapFiles.entrySet()) {
            ScapReading.ScapRead read = ScapReading.scap(file.getValue());
            JsonNode entry = byId.get(read.benchmarkId());
            byFile.put(file.getKey(), entry);
            assertThat(entry).as(file.getKey()).isNotNull();
            assertThat(entry.get("benchmarkId").asString()).isEqualTo(read.benchmarkId());
            assertThat(entry.get("title").asString()).isEqualTo(read.title());
            assertThat(entry.get("version").asString()).isEqualTo(read.version());
            assertThat(entry.get("ruleCount").asInt()).isEqualTo(read.rules().size());
            List<String> profiles = new ArrayList<>();
            entry.get("profiles").forEach(profile -> profiles.add(profile.get("id").asString()));
            assertThat(profiles).isEqualTo(read.profileIds());
            assertThat(entry.get("revisions")).hasSize(1);
            assertThat(entry.get("revisions").get(0).get("served").asBoolean()).isTrue();
            assertThat(entry.get("download").asString()).isEqualTo("/api/v1/scap/" + entry.get("slug").asString() + "/download");
        }
        assertThat(byFile.get(DISA).get("slug").asString()).isEqualTo("xccdf-mil-disa-stig-benchmark-rhel-8-stig");
        assertThat(byFile.get(DISA).get("mapsTo").get("slug").asString()).isEqualTo("rhel-8-stig");
        if (scapFiles.containsKey(SSG_RHEL8)) {
            assertThat(byFile.get(SSG_RHEL8).get("mapsTo").get("slug").asString()).isEqualTo("rhel-8-stig");
        }
        if (scapFiles.containsKey(SSG_DEBIAN11)) {
            assertThat(byFile.get(SSG_DEBIAN11).get("mapsTo").isNull()).as("Debian's names no DISA rule").isTrue();
        }

        JsonNode manual = JSON.readTree(service.get("/api/v1/stigs").body());
        List<String> manualIds = new ArrayList<>();
        manual.get("stigs").forEach(entry -> manualIds.add(entry.get("benchmarkId").asString()));
        assertThat(manualIds).as("never in the manual listing").containsExactly("MOZ_Firefox_STIG", "RHEL_8_STIG");

        String tag = answer.headers().firstValue("ETag").orElseThrow();
        assertThat(service.get("/api/v1/scap", "If-None-Match", tag).statusCode()).isEqualTo(304);

        JsonNode catalog = JSON.readTree(service.get("/health").body()).get("details").get("catalog");
        assertThat(catalog.get("scapBenchmarks").asInt()).as("/health counts them apart").isEqualTo(scapFiles.size());
        assertThat(catalog.get("benchmarks").asInt()).isEqualTo(manualIds.size());
        assertThat(service.get("/prometheus").body()).contains("stig_catalog_scap_benchmarks " + (double) scapFiles.size());
    }

    @Test
    void aDownloadIsTheStoredDataStreamByteForByte() throws Exception {
        for (Map.Entry<String, Path> file : scapFiles.entrySet()) {
            String path = downloadPath(file.getValue());
            HttpResponse<byte[]> answer = service().sendForBytes("GET", path, AUTH);
            assertThat(answer.statusCode()).as(path).isEqualTo(200);
            assertThat(sha256(answer.body())).as(file.getKey() + " byte for byte").isEqualTo(sha256(Files.readAllBytes(file.getValue())));
            assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/xml");
            assertThat(answer.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"" + file.getKey() + "\"");
            assertThat(answer.headers().firstValue("Cache-Control")).hasValue("private, no-cache");
            String tag = answer.headers().firstValue("ETag").orElseThrow();
            assertThat(service.get(path, "If-None-Match", tag).statusCode()).as("the token before the entity tag").isEqualTo(401);
            assertThat(service.get(path, "Authorization", "Bearer " + TOKEN, "If-None-Match", tag).statusCode()).isEqualTo(304);
            HttpResponse<byte[]> head = service.sendForBytes("HEAD", path, AUTH);
            assertThat(head.statusCode()).isEqualTo(200);
            assertThat(head.body()).isEmpty();
            assertThat(head.headers().firstValue("ETag")).hasValue(tag);
            HttpResponse<byte[]> gzipped = service.sendForBytes("GET", path, "Authorization", "Bearer " + TOKEN, "Accept-Encoding", "gzip");
            assertThat(gzipped.headers().firstValue("Content-Encoding")).hasValue("gzip");
            try (var unzipped = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(gzipped.body()))) {
                assertThat(sha256(unzipped.readAllBytes())).as("gzip of the same bytes").isEqualTo(sha256(answer.body()));
            }
        }
    }

    @Test
    void theProtectedRoutesCheckTheTokenThenTheSlugThenTheRevision() {
        for (String route : List.of("download", "map")) {
            assertThat(service().get("/api/v1/scap/nothing-here/" + route).statusCode()).as("the token first").isEqualTo(401);
            HttpResponse<String> unknown = service.get("/api/v1/scap/nothing-here/" + route, AUTH);
            assertThat(unknown.statusCode()).isEqualTo(404);
            assertThat(unknown.body()).isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"SCAP benchmark 'nothing-here' not found\"}}");
            assertThat(service.get("/api/v1/scap/rhel-8-stig/" + route, AUTH).statusCode()).as("a manual slug is no SCAP one").isEqualTo(404);
            String disa = "/api/v1/scap/xccdf-mil-disa-stig-benchmark-rhel-8-stig/" + route;
            HttpResponse<String> revision = service.get(disa + "?revision=001.001", AUTH);
            assertThat(revision.statusCode()).isEqualTo(404);
            assertThat(revision.body()).contains("Revision 001.001 of SCAP benchmark 'xccdf-mil-disa-stig-benchmark-rhel-8-stig' not found");
            assertThat(service.get(disa + "?revision=002.008", AUTH).statusCode()).isEqualTo(200);
        }
        assertThat(service.get("/api/v1/stigs/xccdf-mil-disa-stig-benchmark-rhel-8-stig/download", AUTH).statusCode())
                .as("a SCAP slug is no manual one").isEqualTo(404);
    }

    @Test
    void oscapFindsEveryDownloadAValidSourceDataStream() throws Exception {
        service();
        assumeTrue(Installed.onPath("oscap"), "oscap not installed (apt-get install openscap-scanner; .ci/run installs it)");
        for (Path file : scapFiles.values()) {
            Path download = Files.write(folder.resolve("download-" + file.getFileName()), service.sendForBytes("GET", downloadPath(file), AUTH).body());
            Process oscap = new ProcessBuilder("oscap", "ds", "sds-validate", download.toString()).redirectErrorStream(true).start();
            String said = new String(oscap.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(oscap.waitFor(300, TimeUnit.SECONDS)).isTrue();
            assertThat(oscap.exitValue()).as("oscap ds sds-validate %s said:%n%s", file.getFileName(), said).isZero();
        }
    }

    @Test
    void theReleaseFeedHoldsEachScapRevisionMarkedAsSuch() throws Exception {
        JsonNode feed = JSON.readTree(service().get("/api/v1/releases?limit=500").body());
        List<String> scapIds = new ArrayList<>();
        List<String> manualIds = new ArrayList<>();
        for (JsonNode entry : feed.get("releases")) {
            if (entry.get("kind").asString().equals("scap")) {
                scapIds.add(entry.get("benchmarkId").asString());
                assertThat(entry.get("type").asString()).isEqualTo("SCAP");
                assertThat(entry.get("links").get("downloads").get("xml").asString())
                        .isEqualTo("/api/v1/scap/" + entry.get("slug").asString() + "/download?revision=" + entry.get("revision").asString());
                assertThat(service.get(entry.get("links").get("downloads").get("xml").asString(), AUTH).statusCode()).isEqualTo(200);
            } else {
                manualIds.add(entry.get("benchmarkId").asString());
            }
        }
        List<String> expected = new ArrayList<>();
        for (Path file : scapFiles.values()) {
            expected.add(ScapReading.scap(file).benchmarkId());
        }
        assertThat(scapIds).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(manualIds).containsExactlyInAnyOrder("MOZ_Firefox_STIG", "RHEL_8_STIG");
        assertThat(service.get("/api/v1/releases.atom").body()).contains("<category term=\"SCAP\"/>")
                .contains("Red Hat Enterprise Linux 8 STIG SCAP Benchmark 002.008");
    }

    @Test
    void disasScapBenchmarkAutomatesEveryRuleOfTheManualOne() throws Exception {
        checkMap(scapFiles.get(DISA) == null ? null : folder.resolve(DISA), true);
    }

    @Test
    void complianceAsCodesRhel8MapsToTheManualRulesItNames() throws Exception {
        checkMap(ssg(SSG_RHEL8), true);
    }

    @Test
    void debiansDataStreamMapsToNoManualBenchmark() throws Exception {
        checkMap(ssg(SSG_DEBIAN11), false);
    }

    /** The map the service answers against an independent reading of the SCAP data stream and the manual benchmark. */
    private static void checkMap(Path scapFile, boolean mapsToManual) throws Exception {
        service();
        ScapReading.ScapRead scap = ScapReading.scap(scapFile);
        HttpResponse<String> answer = service.get(path(scapFile, "map"), AUTH);
        assertThat(answer.statusCode()).isEqualTo(200);
        JsonNode map = JSON.readTree(answer.body());
        assertThat(map.get("benchmarkId").asString()).isEqualTo(scap.benchmarkId());
        assertThat(map.get("rules")).hasSize(scap.rules().size());
        List<ScapReading.ManualRuleRead> manual = mapsToManual ? ScapReading.manual(folder.resolve(MANUAL)) : List.of();
        if (mapsToManual) {
            assertThat(map.get("manual").get("slug").asString()).isEqualTo("rhel-8-stig");
        } else {
            assertThat(map.get("manual").isNull()).isTrue();
        }
        Map<Long, ScapReading.ManualRuleRead> manualByNumber = new TreeMap<>();
        manual.forEach(rule -> manualByNumber.putIfAbsent(rule.number(), rule));
        int mapped = 0;
        // The independent oracle over the SCAP rules naming an SV- rule: the manual rule of that number carries the STIG id
        // the SCAP rule's own RHEL-08 reference names (agree), another (disagree), or there is none (unmatched).
        int agree = 0;
        int disagree = 0;
        int unmatched = 0;
        for (int i = 0; i < scap.rules().size(); i++) {
            ScapReading.ScapRuleRead expected = scap.rules().get(i);
            JsonNode rule = map.get("rules").get(i);
            assertThat(rule.get("scapRuleId").asString()).isEqualTo(expected.id());
            assertThat(rule.get("svRuleId").isNull() ? null : rule.get("svRuleId").asString()).as(expected.id()).isEqualTo(expected.sv());
            assertThat(rule.get("vGroupId").isNull() ? null : rule.get("vGroupId").asString()).as(expected.id()).isEqualTo(expected.v());
            ScapReading.ManualRuleRead counterpart = expected.number() < 0 ? null : manualByNumber.get(expected.number());
            if (expected.number() >= 0 && mapsToManual) {
                if (counterpart == null) {
                    unmatched++;
                } else if (counterpart.stigId().equals(expected.stigReference())) {
                    agree++;
                } else {
                    disagree++;
                }
            }
            if (counterpart == null) {
                assertThat(rule.get("manualRule").isNull()).as(expected.id()).isTrue();
            } else {
                mapped++;
                assertThat(rule.get("manualRule").get("ruleId").asString()).as(expected.id()).isEqualTo(counterpart.ruleId());
                assertThat(rule.get("manualRule").get("groupId").asString()).as(expected.id()).isEqualTo(counterpart.groupId());
                assertThat(rule.get("manualRule").get("slug").asString()).isEqualTo("rhel-8-stig");
                assertThat(rule.get("manualRule").get("stigId").asString()).as(expected.id()).isEqualTo(counterpart.stigId());
                if (expected.stigReference() != null) {
                    assertThat(rule.get("manualRule").get("stigId").asString())
                            .as("%s: the STIG id ComplianceAsCode's own reference names", expected.id()).isEqualTo(expected.stigReference());
                }
            }
        }
        assertThat(map.get("mappedCount").asInt()).isEqualTo(mapped);
        Set<Long> automated = scap.rules().stream().map(ScapReading.ScapRuleRead::number).collect(Collectors.toSet());
        List<String> uncovered = manual.stream().filter(rule -> !automated.contains(rule.number())).map(ScapReading.ManualRuleRead::ruleId).toList();
        List<String> answered = new ArrayList<>();
        map.get("uncoveredManualRules").forEach(rule -> answered.add(rule.get("ruleId").asString()));
        assertThat(answered).isEqualTo(uncovered);
        if (scapFile.getFileName().toString().equals(DISA)) {
            assertThat(mapped).as("every rule of DISA's SCAP benchmark").isEqualTo(scap.rules().size());
            for (int i = 0; i < scap.rules().size(); i++) {
                assertThat(map.get("rules").get(i).get("manualRule").get("stigId").asString()).as("%s: the STIG id of DISA's SCAP rule",
                        scap.rules().get(i).id()).isEqualTo(scap.rules().get(i).stigId());
            }
            assertThat(uncovered).as("the manual rules DISA's SCAP benchmark does not automate").isNotEmpty();
        } else if (mapsToManual) {
            // Outside facts: ComplianceAsCode says in each rule which RHEL-08 STIG id it implements, apart from the SV-
            // rule it names; the map pairs by SV- number, so every pair must carry the STIG id ComplianceAsCode names.
            assertThat(disagree).as("pairs whose manual STIG id is not the one ComplianceAsCode's reference names").isZero();
            assertThat(mapped).as("the pairs the service maps are the oracle's agreeing pairs").isEqualTo(agree);
            long answeredUnmatched = 0;
            for (JsonNode rule : map.get("rules")) {
                if (!rule.get("svRuleId").isNull() && rule.get("manualRule").isNull()) {
                    answeredUnmatched++;
                }
            }
            assertThat(answeredUnmatched).as("SCAP rules naming an SV- rule the manual benchmark does not hold").isEqualTo(unmatched);
            if ("0.1.65".equals(scap.version())) {
                // A cross-check of the oracle's own reading of ssg-rhel8-ds.xml 0.1.65 against DISA's manual RHEL 8 V2R8,
                // as measured on 2026-11-28 (against the stand-in built from the SCAP benchmark's 288 rules it was 297, 0, 100).
                assertThat(List.of(agree, disagree, unmatched)).as("agree, disagree, unmatched").containsExactly(379, 0, 18);
            }
            assertThat(uncovered).as("DISA's rules ComplianceAsCode 0.1.65 does not name").isNotEmpty();
        }
    }

    private static String downloadPath(Path file) throws Exception {
        return path(file, "download");
    }

    private static String path(Path file, String route) throws Exception {
        String slug = ScapReading.scap(file).benchmarkId().toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return "/api/v1/scap/" + slug + "/" + route;
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
