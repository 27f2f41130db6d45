package dev.stigservice.adapter.http.listing;

import dev.stigservice.adapter.http.ControllerServer;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import dev.stigservice.application.revisions.ListRevisionsUseCase;
import dev.stigservice.application.revisions.RevisionListing;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.BenchmarkType;
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

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The public routes (the listing and a benchmark's revisions) on a real server over faked use cases: the contract's
 * JSON, with a field the source lacks sent as null, and the headers of a public document.
 */
class PublicRoutesTest {

    private static final String ENVIRONMENT = "public-routes-test";
    private static final List<Format> FORMATS = List.of(new Format("json", "application/json", "1"));
    private static ControllerServer server;

    private static BenchmarkSummary summary(String version, String release, LocalDate date, String sha) {
        return new BenchmarkSummary(new Slug("rhel-9-stig"), "RHEL_9_STIG", "Red Hat Enterprise Linux 9 STIG", BenchmarkType.STIG,
                new Revision(version, release, date), new BenchmarkStatus("accepted", null), new SourceFile("rhel.xml", sha), 3,
                new SeverityCounts(1, 1, 1, 0));
    }

    static final BenchmarkSummary NEWER = summary("2", "8", LocalDate.of(2026, 4, 1), "a".repeat(64));
    static final BenchmarkSummary UNDATED = summary("2", null, null, "b".repeat(64));

    @Factory
    @Requires(env = ENVIRONMENT)
    static class FakeUseCases {

        /** Lists the one benchmark unless the filter is "none". */
        @Singleton
        ListBenchmarksUseCase list() {
            return query -> new BenchmarkListing("none".equals(query.filter()) ? List.of() : List.of(NEWER), FORMATS,
                    "a fake state q=" + query.filter());
        }

        @Singleton
        ListRevisionsUseCase revisions() {
            return query -> query.slug().equals("rhel-9-stig")
                    ? Optional.of(new RevisionListing(new Slug("rhel-9-stig"), List.of(NEWER, UNDATED), NEWER, FORMATS))
                    : Optional.empty();
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

    @Test
    void theListingIsTheContractsJsonWithNullsSentAsNullAndThePublicDocumentsHeaders() throws Exception {
        HttpResponse<String> listing = server.getText("/api/v1/stigs");
        assertThat(listing.statusCode()).isEqualTo(200);
        assertThat(listing.body()).isEqualTo("{\"stigs\":[{\"slug\":\"rhel-9-stig\",\"benchmarkId\":\"RHEL_9_STIG\","
                + "\"title\":\"Red Hat Enterprise Linux 9 STIG\",\"type\":\"STIG\",\"version\":\"2\",\"release\":\"8\",\"revision\":\"V2R8\","
                + "\"benchmarkDate\":\"2026-04-01\",\"status\":\"accepted\",\"statusDate\":null,\"ruleCount\":3,"
                + "\"severityCounts\":{\"high\":1,\"medium\":1,\"low\":1,\"unknown\":0},"
                + "\"downloads\":{\"json\":\"/api/v1/stigs/rhel-9-stig/download?format=json\"}}],\"total\":1}");
        assertThat(listing.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(listing.headers().firstValue("Cache-Control")).hasValue("public, max-age=60");
        assertThat(listing.headers().allValues("Vary")).containsExactly("Accept-Encoding");
        assertThat(listing.headers().firstValue("Link"))
                .hasValue("</api/v1/releases.atom>; rel=\"alternate\"; type=\"application/atom+xml\"; title=\"Releases\"");
        String tag = listing.headers().firstValue("ETag").orElseThrow();

        HttpResponse<String> unchanged = server.getText("/api/v1/stigs", "If-None-Match", tag);
        assertThat(unchanged.statusCode()).isEqualTo(304);
        assertThat(unchanged.headers().firstValue("ETag")).hasValue(tag);
        HttpResponse<String> filtered = server.getText("/api/v1/stigs?q=none", "If-None-Match", tag);
        assertThat(filtered.body()).as("another query, another document").isEqualTo("{\"stigs\":[],\"total\":0}");
        assertThat(filtered.headers().firstValue("ETag")).isNotEqualTo(Optional.of(tag));
    }

    @Test
    void theRevisionsAreListedWithTheServedOneMarkedAndAnUnknownSlugIsTheEnvelope() throws Exception {
        HttpResponse<byte[]> revisions = server.get("/api/v1/stigs/rhel-9-stig/revisions");
        assertThat(revisions.statusCode()).isEqualTo(200);
        assertThat(new String(revisions.body(), StandardCharsets.UTF_8)).isEqualTo("{\"slug\":\"rhel-9-stig\",\"revisions\":["
                + "{\"revision\":\"V2R8\",\"version\":\"2\",\"release\":\"8\",\"benchmarkDate\":\"2026-04-01\",\"status\":\"accepted\","
                + "\"statusDate\":null,\"ruleCount\":3,\"severityCounts\":{\"high\":1,\"medium\":1,\"low\":1,\"unknown\":0},\"served\":true,"
                + "\"downloads\":{\"json\":\"/api/v1/stigs/rhel-9-stig/download?format=json&revision=V2R8\"}},"
                + "{\"revision\":null,\"version\":\"2\",\"release\":null,\"benchmarkDate\":null,\"status\":\"accepted\","
                + "\"statusDate\":null,\"ruleCount\":3,\"severityCounts\":{\"high\":1,\"medium\":1,\"low\":1,\"unknown\":0},\"served\":false,"
                + "\"downloads\":{\"json\":\"/api/v1/stigs/rhel-9-stig/download?format=json\"}}],\"total\":2}");

        HttpResponse<String> unknown = server.getText("/api/v1/stigs/rhel-7-stig/revisions");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"STIG 'rhel-7-stig' not found\"}}");
        assertThat(server.getText("/api/v1/stigs/%3Cscript%3E/revisions").body()).as("a slug of no known shape is not echoed")
                .isEqualTo("{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"Not found\"}}");
    }
}
