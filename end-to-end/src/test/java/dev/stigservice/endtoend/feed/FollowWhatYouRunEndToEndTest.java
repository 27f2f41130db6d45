package dev.stigservice.endtoend.feed;

import com.rometools.rome.feed.synd.SyndEntry;
import com.rometools.rome.feed.synd.SyndFeed;
import com.rometools.rome.io.SyndFeedInput;
import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.NextRevision;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The feed filtered to the benchmarks a team runs: on the samples with a next revision of Firefox, a release of another
 * benchmark never appears (JSON, Atom, every page), a severity keeps the releases that changed a rule of it, the Atom
 * stays a valid feed, and a filtered listing links to exactly its benchmarks' feed.
 */
class FollowWhatYouRunEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ATOM = "http://www.w3.org/2005/Atom";

    @Test
    void aFilteredFeedHoldsOnlyItsBenchmarksOnEveryPageAndStaysAValidAtomFeed(@TempDir Path library) throws Exception {
        StigSamples.directory();
        DisaOriginals firefox = DisaOriginals.all().stream().filter(original -> original.name().contains("Firefox")).findFirst().orElseThrow();
        for (DisaOriginals original : DisaOriginals.all()) {
            Files.write(library.resolve(original.name()), original.bytes());
        }
        Files.write(library.resolve("next-firefox.xml"), DisaOriginals.render("xml", NextRevision.of(firefox.model())));
        String fox = firefox.model().slug().value();
        try (RunningService service = new RunningService(Map.of("stig.catalog.directory", library.toString()))) {
            List<JsonNode> all = pages(service, "/api/v1/releases?limit=500");
            assertThat(all.stream().map(release -> release.get("slug").asString()).distinct().count()).isGreaterThan(10);

            List<JsonNode> mine = pages(service, "/api/v1/releases?limit=1&benchmark=" + fox + ",rhel-9-stig");
            assertThat(mine).extracting(release -> release.get("slug").asString() + " " + release.get("revision").asString())
                    .containsExactlyInAnyOrder(fox + " V6R999", fox + " V6R7", "rhel-9-stig V2R8");

            // NextRevision changes the third rule's severity to or from high: that release changed a high-severity rule.
            List<JsonNode> high = pages(service, "/api/v1/releases?benchmark=" + fox + "&severity=high");
            assertThat(high).extracting(release -> release.get("revision").asString()).contains("V6R999");

            HttpResponse<String> atom = service.get("/api/v1/releases.atom?benchmark=" + fox);
            assertThat(atom.statusCode()).isEqualTo(200);
            SyndFeed feed = new SyndFeedInput().build(new StringReader(atom.body()));
            assertThat(feed.getFeedType()).isEqualTo("atom_1.0");
            assertThat(feed.getEntries()).hasSize(2).extracting(SyndEntry::getTitle).allSatisfy(title -> assertThat(title).contains("Firefox"));
            Element root = DocumentBuilderFactory.newNSInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(atom.body().getBytes(StandardCharsets.UTF_8))).getDocumentElement();
            assertThat(root.getNamespaceURI()).isEqualTo(ATOM);
            for (String element : List.of("id", "title", "updated")) {
                assertThat(root.getElementsByTagNameNS(ATOM, element).getLength()).as(element + " of the feed and its two entries").isEqualTo(3);
            }
            assertThat(root.getElementsByTagNameNS(ATOM, "link")).satisfies(links -> {
                boolean self = false;
                for (int i = 0; i < links.getLength(); i++) {
                    Element link = (Element) links.item(i);
                    self |= link.getAttribute("rel").equals("self") && link.getAttribute("href").endsWith("benchmark=" + fox);
                }
                assertThat(self).as("the self link keeps the filter").isTrue();
            });

            assertThat(service.get("/api/v1/releases?benchmark=Not_A_Slug").statusCode()).isEqualTo(400);
            assertThat(service.get("/api/v1/releases.atom?severity=critical").statusCode()).isEqualTo(400);
            assertThat(service.get("/api/v1/stigs?q=firefox").headers().firstValue("Link")).hasValue("</api/v1/releases.atom?benchmark="
                    + fox + ">; rel=\"alternate\"; type=\"application/atom+xml\"; title=\"Releases of these benchmarks\"");
        }
    }

    /** Every release the route gives, following each page's next link. */
    private static List<JsonNode> pages(RunningService service, String first) {
        List<JsonNode> releases = new ArrayList<>();
        String next = first;
        while (next != null) {
            HttpResponse<String> page = service.get(next);
            assertThat(page.statusCode()).as(next + ": " + page.body()).isEqualTo(200);
            JsonNode body = JSON.readTree(page.body());
            body.get("releases").forEach(releases::add);
            next = body.get("next").isNull() ? null : body.get("next").asString();
        }
        return releases;
    }
}
