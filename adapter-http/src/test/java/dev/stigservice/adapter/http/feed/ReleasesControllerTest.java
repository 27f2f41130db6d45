package dev.stigservice.adapter.http.feed;

import dev.stigservice.adapter.http.ControllerServer;
import com.rometools.rome.feed.synd.SyndEntry;
import com.rometools.rome.feed.synd.SyndFeed;
import com.rometools.rome.feed.synd.SyndLink;
import com.rometools.rome.io.SyndFeedInput;
import dev.stigservice.application.releases.ListReleasesUseCase;
import dev.stigservice.application.releases.Release;
import dev.stigservice.application.releases.ReleasePage;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.BenchmarkType;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.SeverityCounts;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.SourceFile;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Both feed routes on a real server over a faked use case: the JSON and Atom documents, read back by Jackson and by ROME
 * (a feed library), the links, the entity tags and dates, and the envelope for malformed parameters.
 */
class ReleasesControllerTest {

    private static final String ENVIRONMENT = "releases-controller-test";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static ControllerServer server;

    private static BenchmarkSummary summary(String benchmarkId, String title, String version, String release, LocalDate date, int rules) {
        return new BenchmarkSummary(Slug.fromBenchmarkId(benchmarkId), benchmarkId, title, BenchmarkType.STIG,
                new Revision(version, release, date), new BenchmarkStatus("accepted", date), new SourceFile(benchmarkId + ".xml",
                Sha256.hex((benchmarkId + version + release).getBytes(StandardCharsets.UTF_8))), rules, new SeverityCounts(0, rules, 0, 0));
    }

    static final BenchmarkSummary RHEL_V2R7 = summary("RHEL_9_STIG", "Red Hat Enterprise Linux 9 Security Technical Implementation Guide",
            "2", "7", LocalDate.of(2026, 1, 5), 450);
    static final BenchmarkSummary RHEL_V2R8 = summary("RHEL_9_STIG", "Red Hat Enterprise Linux 9 Security Technical Implementation Guide",
            "2", "8", LocalDate.of(2026, 4, 1), 446);
    static final BenchmarkSummary GPOS = summary("GPOS_SRG", "General Purpose Operating System Security Requirements Guide & <more>",
            "3", "1", LocalDate.of(2025, 9, 30), 200);

    @Factory
    @Requires(env = ENVIRONMENT)
    static class FakeReleases {

        /** Two pages: the first without a cursor, the second with any. */
        @Singleton
        ListReleasesUseCase releases() {
            List<Format> formats = List.of(new Format("json", "application/json", "1"), new Format("csv", "text/csv", "1"));
            return query -> query.after() == null
                    ? new ReleasePage(List.of(new Release(RHEL_V2R8, RHEL_V2R7, new ChangeCounts(3, 7, 12, 1), Set.of(), false),
                    new Release(RHEL_V2R7, null, null, Set.of(), false)), new Release(RHEL_V2R7, null, null, Set.of(), false).key(), query, formats)
                    : new ReleasePage(List.of(new Release(GPOS, null, null, Set.of(), false)), null, query, formats);
        }
    }

    @BeforeAll
    static void start() {
        server = new ControllerServer(ENVIRONMENT);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<byte[]> get(String path, String... headers) throws Exception {
        return server.get(path, headers);
    }

    private static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    @Test
    void theJsonPageHasEveryFieldTheLinksAndTheCursorToTheNextPage() throws Exception {
        HttpResponse<byte[]> response = get("/api/v1/releases?limit=2");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        JsonNode page = JSON.readTree(response.body());
        JsonNode newest = page.get("releases").get(0);
        assertThat(newest.toString()).isEqualTo("{\"kind\":\"manual\",\"slug\":\"rhel-9-stig\",\"benchmarkId\":\"RHEL_9_STIG\","
                + "\"title\":\"Red Hat Enterprise Linux 9 Security Technical Implementation Guide\",\"type\":\"STIG\",\"revision\":\"V2R8\","
                + "\"follows\":\"V2R7\",\"benchmarkDate\":\"2026-04-01\",\"status\":\"accepted\","
                + "\"changes\":{\"added\":3,\"removed\":7,\"changed\":12,\"idsChanged\":1},"
                + "\"links\":{\"downloads\":{\"json\":\"/api/v1/stigs/rhel-9-stig/download?format=json&revision=V2R8\","
                + "\"csv\":\"/api/v1/stigs/rhel-9-stig/download?format=csv&revision=V2R8\"},"
                + "\"changes\":\"/api/v1/stigs/rhel-9-stig/changes?from=V2R7&to=V2R8\",\"revisions\":\"/api/v1/stigs/rhel-9-stig/revisions\"}}");
        JsonNode first = page.get("releases").get(1);
        assertThat(first.get("follows").isNull()).as("null, not left out").isTrue();
        assertThat(first.get("changes").isNull()).isTrue();
        assertThat(first.get("links").get("changes").isNull()).isTrue();
        String cursor = page.get("nextCursor").asString();
        assertThat(page.get("next").asString()).isEqualTo("/api/v1/releases?cursor=" + cursor + "&limit=2");

        JsonNode last = JSON.readTree(get(page.get("next").asString()).body());
        assertThat(last.get("releases").get(0).get("slug").asString()).isEqualTo("gpos-srg");
        assertThat(last.get("nextCursor").isNull()).isTrue();
        assertThat(last.get("next").isNull()).isTrue();
    }

    @Test
    void theAtomFeedIsReadByAFeedLibraryWithEveryElementRfc4287Requires() throws Exception {
        HttpResponse<byte[]> response = get("/api/v1/releases.atom");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/atom+xml");

        SyndFeed feed = new SyndFeedInput().build(new InputStreamReader(new ByteArrayInputStream(response.body()), StandardCharsets.UTF_8));
        assertThat(feed.getFeedType()).isEqualTo("atom_1.0");
        assertThat(feed.getUri()).startsWith("urn:uuid:");
        assertThat(feed.getTitle()).isNotBlank();
        assertThat(feed.getPublishedDate().toInstant()).hasToString("2026-04-01T00:00:00Z");
        assertThat(feed.getLinks()).extracting(SyndLink::getRel, SyndLink::getHref).contains(
                org.assertj.core.groups.Tuple.tuple("self", "/api/v1/releases.atom"),
                org.assertj.core.groups.Tuple.tuple("next", "/api/v1/releases.atom?cursor=" + new Release(RHEL_V2R7, null, null, Set.of(), false).key().cursor()));
        assertThat(feed.getEntries()).hasSize(2);
        SyndEntry newest = feed.getEntries().getFirst();
        assertThat(newest.getTitle()).isEqualTo("Red Hat Enterprise Linux 9 STIG V2R8");
        assertThat(newest.getUri()).isEqualTo(AtomFeed.entryId(RHEL_V2R8)).startsWith("urn:uuid:")
                .isNotEqualTo(feed.getEntries().get(1).getUri());
        assertThat(newest.getUpdatedDate().toInstant()).hasToString("2026-04-01T00:00:00Z");
        assertThat(newest.getLink()).isEqualTo("/api/v1/stigs/rhel-9-stig/changes?from=V2R7&to=V2R8");
        assertThat(newest.getDescription().getValue())
                .isEqualTo("Rules against V2R7: added 3, removed 7, changed 12, new ids only 1.");
        assertThat(newest.getLinks()).extracting(SyndLink::getRel, SyndLink::getHref).containsExactly(
                org.assertj.core.groups.Tuple.tuple("alternate", "/api/v1/stigs/rhel-9-stig/changes?from=V2R7&to=V2R8"),
                org.assertj.core.groups.Tuple.tuple("related", "/api/v1/stigs/rhel-9-stig/revisions"));
        assertThat(feed.getEntries().get(1).getDescription().getValue()).isEqualTo("The first stored revision: 450 rules.");
        assertThat(feed.getEntries().get(1).getLinks()).extracting(SyndLink::getHref).containsExactly("/api/v1/stigs/rhel-9-stig/revisions");

        // RFC 4287 4.1.1 and 4.1.2, read as a DOM: exactly one id, title and updated per feed and entry, an author for the feed.
        Document dom = dom(response.body());
        Element root = dom.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2005/Atom");
        assertThat(root.getLocalName()).isEqualTo("feed");
        for (String required : List.of("id", "title", "updated", "author")) {
            assertThat(children(root, required)).as("feed/" + required).isEqualTo(1);
        }
        var entries = root.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "entry");
        for (int i = 0; i < entries.getLength(); i++) {
            for (String required : List.of("id", "title", "updated", "summary")) {
                assertThat(children((Element) entries.item(i), required)).as("entry/" + required).isEqualTo(1);
            }
        }
    }

    @Test
    void markupInATitleIsEscapedNotInterpreted() throws Exception {
        HttpResponse<byte[]> response = get("/api/v1/releases.atom?cursor=" + new Release(RHEL_V2R7, null, null, Set.of(), false).key().cursor());
        SyndFeed feed = new SyndFeedInput().build(new InputStreamReader(new ByteArrayInputStream(response.body()), StandardCharsets.UTF_8));
        assertThat(feed.getEntries().getFirst().getTitle()).isEqualTo("General Purpose Operating System SRG & <more> V3R1");
        assertThat(text(response)).contains("SRG &amp; &lt;more&gt; V3R1");
    }

    @Test
    void eachCodingHasItsTagAndLastModifiedAnswersIfModifiedSince() throws Exception {
        HttpResponse<byte[]> identity = get("/api/v1/releases.atom");
        HttpResponse<byte[]> gzip = get("/api/v1/releases.atom", "Accept-Encoding", "gzip");
        String tag = identity.headers().firstValue("ETag").orElseThrow();
        assertThat(gzip.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gzip.headers().firstValue("ETag")).hasValue(tag.replaceAll("\"$", "-gzip\""));
        assertThat(new GZIPInputStream(new ByteArrayInputStream(gzip.body())).readAllBytes()).isEqualTo(identity.body());
        assertThat(identity.headers().allValues("Vary")).containsExactly("Accept-Encoding");
        assertThat(identity.headers().firstValue("Cache-Control")).hasValue("public, max-age=60");
        assertThat(identity.headers().firstValue("Last-Modified")).hasValue("Wed, 01 Apr 2026 00:00:00 GMT");

        assertThat(get("/api/v1/releases.atom", "If-None-Match", tag).statusCode()).isEqualTo(304);
        assertThat(get("/api/v1/releases.atom", "If-Modified-Since", "Wed, 01 Apr 2026 00:00:00 GMT").statusCode()).isEqualTo(304);
        assertThat(get("/api/v1/releases.atom", "If-Modified-Since", "Tue, 31 Mar 2026 23:59:59 GMT").statusCode()).isEqualTo(200);
        assertThat(get("/api/v1/releases.atom", "If-None-Match", "\"other\"", "If-Modified-Since", "Wed, 01 Apr 2026 00:00:00 GMT")
                .statusCode()).as("If-None-Match takes precedence").isEqualTo(200);
        assertThat(get("/api/v1/releases.atom", "If-Modified-Since", "yesterday").statusCode()).as("an invalid date is ignored").isEqualTo(200);
        assertThat(get("/api/v1/releases", "If-None-Match", tag).statusCode()).as("JSON and Atom are different bytes").isEqualTo(200);
    }

    @Test
    void malformedParametersAreTheEnvelope() throws Exception {
        for (String route : List.of("/api/v1/releases", "/api/v1/releases.atom")) {
            assertEnvelope(get(route + "?limit=0"), "Invalid limit. Must be a whole number from 1 to 500");
            assertEnvelope(get(route + "?limit=2&limit=3"), "Invalid limit. Must be a whole number from 1 to 500");
            assertEnvelope(get(route + "?since=2025-02-30"), "Invalid since. Must be a date such as 2025-01-01");
            assertEnvelope(get(route + "?cursor=%3Cscript%3E"), "Invalid cursor. Use the one a page of releases gave");
        }
    }

    private static void assertEnvelope(HttpResponse<byte[]> response, String message) {
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(text(response)).isEqualTo("{\"error\":{\"code\":\"BAD_REQUEST\",\"message\":\"" + message + "\"}}");
    }

    private static Document dom(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static int children(Element parent, String name) {
        int count = 0;
        for (var node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && "http://www.w3.org/2005/Atom".equals(element.getNamespaceURI())
                    && name.equals(element.getLocalName())) {
                count++;
            }
        }
        return count;
    }
}
