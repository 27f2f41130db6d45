package dev.stigservice.endtoend.feed;

import dev.stigservice.endtoend.support.NextRevision;
import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.RunningService;

import com.rometools.rome.feed.synd.SyndEntry;
import com.rometools.rome.feed.synd.SyndFeed;
import com.rometools.rome.io.SyndFeedInput;
import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ChangeCounts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.StringReader;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The release feed on the running service: the bundled demo catalog, a catalog folder that grows, and the shared DISA
 * samples with the revisions fixture's next revision of each beside it. The Atom document is read by ROME.
 */
class ReleaseFeedEndToEndTest {

    private static final String TOKEN = "feed-token";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode releases(RunningService service, String query) {
        HttpResponse<String> response = service.get("/api/v1/releases" + query);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static SyndFeed atom(RunningService service) throws Exception {
        HttpResponse<String> response = service.get("/api/v1/releases.atom");
        assertThat(response.statusCode()).isEqualTo(200);
        return new SyndFeedInput().build(new StringReader(response.body()));
    }

    /** The change report's summary for what a release links to, fetched as a client with a token would. */
    private static JsonNode changeReportSummary(RunningService service, JsonNode release) {
        HttpResponse<String> report = service.get(release.get("links").get("changes").asString(), "Authorization", "Bearer " + TOKEN);
        assertThat(report.statusCode()).isEqualTo(200);
        return JSON.readTree(report.body()).get("summary");
    }

    @Test
    void theDemoCatalogIsAFeedWhoseCountsAreTheChangeReportsAndWhoseBytesSurviveARestart() throws Exception {
        String json;
        String atom;
        try (RunningService service = new RunningService(Map.of("stig.auth.tokens", TOKEN))) {
            JsonNode page = releases(service, "");
            assertThat(page.get("releases").valueStream().map(r -> r.get("slug").asString() + " " + r.get("revision").asString()).toList())
                    .as("newest benchmark date first").hasSize(4).contains("demo-web-server-stig V1R3", "demo-web-server-stig V1R2");
            JsonNode web = page.get("releases").valueStream().filter(r -> r.get("revision").asString().equals("V1R3")).findFirst().orElseThrow();
            assertThat(web.get("follows").asString()).isEqualTo("V1R2");
            assertThat(web.get("changes")).isEqualTo(changeReportSummary(service, web));
            assertThat(web.get("changes").toString()).isEqualTo("{\"added\":1,\"removed\":1,\"changed\":2,\"idsChanged\":1}");

            SyndFeed feed = atom(service);
            assertThat(feed.getEntries()).hasSize(4);
            assertThat(feed.getEntries()).extracting(SyndEntry::getUri).doesNotHaveDuplicates().allMatch(id -> id.startsWith("urn:uuid:"));
            assertThat(feed.getEntries()).extracting(SyndEntry::getTitle).contains("Demo Web Server STIG V1R3");

            HttpResponse<String> listing = service.get("/api/v1/stigs");
            assertThat(listing.headers().firstValue("Link"))
                    .hasValue("</api/v1/releases.atom>; rel=\"alternate\"; type=\"application/atom+xml\"; title=\"Releases\"");
            json = service.get("/api/v1/releases").body();
            atom = service.get("/api/v1/releases.atom").body();
        }
        try (RunningService restarted = new RunningService(Map.of("stig.auth.tokens", TOKEN))) {
            assertThat(restarted.get("/api/v1/releases").body()).isEqualTo(json);
            assertThat(restarted.get("/api/v1/releases.atom").body()).as("entry ids and every other byte").isEqualTo(atom);
        }
    }

    @Test
    void aNewRevisionInTheFolderAppearsWithinARefreshAndPagingVisitsEveryReleaseOnce(@TempDir Path folder) throws Exception {
        Files.write(folder.resolve("a-v1r1.xml"), TestBenchmarks.xccdf("Feed_A_STIG", "1", "1", "01 Jan 2026", 3));
        Files.write(folder.resolve("b-v1r1.xml"), TestBenchmarks.xccdf("Feed_B_STIG", "1", "1", "01 Feb 2026", 2));
        Files.write(folder.resolve("c-v1r1.xml"), TestBenchmarks.xccdf("Feed_C_STIG", "1", "1", "01 Mar 2026", 2));
        try (RunningService service = new RunningService(Map.of("stig.catalog.directory", folder.toString(),
                "stig.catalog.refresh-interval", "300ms", "stig.auth.tokens", TOKEN))) {
            assertThat(releases(service, "").get("releases").size()).isEqualTo(3);
            String before = service.get("/api/v1/releases.atom").headers().firstValue("ETag").orElseThrow();

            Path part = folder.resolve(".a-v1r2.xml.part");
            Files.write(part, TestBenchmarks.xccdf("Feed_A_STIG", "1", "2", "01 Apr 2026", 4));
            Files.move(part, folder.resolve("a-v1r2.xml"), StandardCopyOption.ATOMIC_MOVE);
            Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
            JsonNode newest = releases(service, "?limit=1").get("releases").get(0);
            while (Instant.now().isBefore(deadline) && !newest.get("revision").asString().equals("V1R2")) {
                Thread.sleep(100);
                newest = releases(service, "?limit=1").get("releases").get(0);
            }
            assertThat(newest.get("slug").asString()).isEqualTo("feed-a-stig");
            assertThat(newest.get("revision").asString()).isEqualTo("V1R2");
            assertThat(newest.get("follows").asString()).isEqualTo("V1R1");
            assertThat(newest.get("changes")).isEqualTo(changeReportSummary(service, newest));
            assertThat(service.get("/api/v1/releases.atom", "If-None-Match", before).statusCode()).as("a new feed, a new tag").isEqualTo(200);

            List<String> visited = new ArrayList<>();
            JsonNode page = releases(service, "?limit=3");
            visited.addAll(names(page));
            while (!page.get("next").isNull()) {
                page = JSON.readTree(service.get(page.get("next").asString()).body());
                visited.addAll(names(page));
            }
            assertThat(visited).containsExactly("feed-a-stig V1R2", "feed-c-stig V1R1", "feed-b-stig V1R1", "feed-a-stig V1R1");
            assertThat(names(releases(service, "?since=2026-02-01"))).containsExactly("feed-a-stig V1R2", "feed-c-stig V1R1", "feed-b-stig V1R1");
        }
    }

    @Test
    void everySampleAndItsNextRevisionAreOneEntryEachWithTheCountsTheChangeReportGives(@TempDir Path folder) throws Exception {
        List<DisaOriginals> originals = DisaOriginals.all().stream().filter(original -> original.model().rules().size() >= 6).toList();
        for (DisaOriginals original : originals) {
            Files.write(folder.resolve(original.name()), original.bytes());
            Benchmark next = NextRevision.of(original.model());
            Files.write(folder.resolve("next-" + original.name()), DisaOriginals.render("xml", next));
        }
        try (RunningService service = new RunningService(Map.of("stig.catalog.directory", folder.toString(), "stig.auth.tokens", TOKEN))) {
            JsonNode entries = releases(service, "?limit=500").get("releases");
            assertThat(entries.size()).as("one entry per stored revision").isEqualTo(2 * originals.size());
            Set<String> slugs = new HashSet<>();
            for (JsonNode entry : entries) {
                if (entry.get("follows").isNull()) {
                    assertThat(entry.get("changes").isNull()).isTrue();
                    continue;
                }
                ChangeCounts expected = NextRevision.CHANGES;
                assertThat(entry.get("changes").toString()).as(entry.get("benchmarkId").asString()).isEqualTo(
                        "{\"added\":%d,\"removed\":%d,\"changed\":%d,\"idsChanged\":%d}".formatted(
                                expected.added(), expected.removed(), expected.changed(), expected.idsChanged()));
                assertThat(entry.get("changes")).as(entry.get("links").get("changes").asString()).isEqualTo(changeReportSummary(service, entry));
                slugs.add(entry.get("slug").asString());
            }
            assertThat(slugs).as("every sample's next revision follows it").hasSize(originals.size());
            assertThat(atom(service).getEntries()).hasSize(2 * originals.size());
        }
    }

    private static List<String> names(JsonNode page) {
        return page.get("releases").valueStream().map(r -> r.get("slug").asString() + " " + r.get("revision").asString()).toList();
    }
}
