package dev.stigservice.endtoend.scap;

import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ComplianceAsCode ships {@code ssg-rhel8-ds.xml} and {@code ssg-rhel8-ds-1.2.xml} side by side: different bytes, the
 * same benchmark id and version (0.1.65). A revision is requested by its version, so the service keeps one of them and
 * skips the other (docs/guides/scap-benchmarks.md): every revision link the listing and the feed give downloads, byte
 * for byte, the file its download names.
 */
class ScapSameVersionEndToEndTest {

    private static final String TOKEN = "scap-token";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final List<String> FILES = List.of("ssg-rhel8-ds.xml", "ssg-rhel8-ds-1.2.xml");
    private static final Pattern ATTACHMENT = Pattern.compile("attachment; filename=\"(.+)\"");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path folder;
    private static RunningService service;

    @BeforeAll
    static void start() throws Exception {
        for (String name : FILES) {
            Path ssg = Path.of(System.getProperty("stig.ssg.dir", "/usr/share/xml/scap/ssg/content"), name);
            if (!Files.isRegularFile(ssg)) {
                return;
            }
            Files.copy(ssg, folder.resolve(name));
        }
        service = new RunningService(Map.of("stig.catalog.directory", folder.toString(), "stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
    }

    private static RunningService service() {
        FILES.forEach(StigSamples::ssgDataStream);
        return service;
    }

    @Test
    void everyRevisionLinkDownloadsTheFileItNamesAndTheTwinIsSkipped() throws Exception {
        JsonNode listing = JSON.readTree(service().get("/api/v1/scap").body());
        assertThat(listing.get("total").asInt()).as("one benchmark id").isEqualTo(1);
        JsonNode entry = listing.get("scap").get(0);
        List<String> links = new ArrayList<>();
        entry.get("revisions").forEach(revision -> links.add(revision.get("download").asString()));
        assertThat(links).as("one revision per version").containsExactly("/api/v1/scap/" + entry.get("slug").asString() + "/download?revision=0.1.65");
        JsonNode feed = JSON.readTree(service.get("/api/v1/releases?limit=500").body());
        for (JsonNode release : feed.get("releases")) {
            links.add(release.get("links").get("downloads").get("xml").asString());
        }
        assertThat(links).hasSize(2);
        links.add(entry.get("download").asString());
        List<String> downloaded = new ArrayList<>();
        for (String link : links) {
            HttpResponse<byte[]> answer = service.sendForBytes("GET", link, AUTH);
            assertThat(answer.statusCode()).as(link).isEqualTo(200);
            Matcher named = ATTACHMENT.matcher(answer.headers().firstValue("Content-Disposition").orElseThrow());
            assertThat(named.matches()).isTrue();
            String file = named.group(1);
            assertThat(FILES).contains(file);
            assertThat(sha256(answer.body())).as("%s: byte for byte the file it names, %s", link, file)
                    .isEqualTo(sha256(Files.readAllBytes(folder.resolve(file))));
            downloaded.add(file);
        }
        // The one kept is the one the served revision's tie-break picks: same status and version, the greater SHA-256.
        String first = sha256(Files.readAllBytes(folder.resolve(FILES.get(0))));
        String second = sha256(Files.readAllBytes(folder.resolve(FILES.get(1))));
        assertThat(first).as("different bytes").isNotEqualTo(second);
        String kept = first.compareTo(second) > 0 ? FILES.get(0) : FILES.get(1);
        assertThat(downloaded).as("the listing, the feed and the served download answer the same file").containsOnly(kept);
        assertThat(JSON.readTree(service.get("/health").body()).get("details").get("catalog").get("skipped").asInt())
                .as("the other counted as skipped").isEqualTo(1);
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
