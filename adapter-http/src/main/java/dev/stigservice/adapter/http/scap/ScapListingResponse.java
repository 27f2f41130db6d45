package dev.stigservice.adapter.http.scap;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.JsonBodies.OrNull;
import dev.stigservice.application.scap.ScapListing;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ScapBenchmark;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import io.micronaut.serde.annotation.Serdeable;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The web model of {@code GET /api/v1/scap}: every SCAP benchmark, sorted by slug, with its revisions. */
@Serdeable
@JsonInclude(JsonInclude.Include.ALWAYS)
record ScapListingResponse(List<Entry> scap, int total) {

    /**
     * @param mapsTo    the manual benchmark the served revision maps to (the published one sharing the most SV- rule
     *                  numbers); null when none does
     * @param revisions every stored revision, newest first
     */
    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Entry(String slug, String benchmarkId, String title, @OrNull String version, @OrNull String benchmarkDate,
                 @OrNull String status, @OrNull String statusDate, int ruleCount,
                 List<Profile> profiles, @Schema(types = {"object", "null"}) Manual mapsTo, List<Revision> revisions, String download, String map) {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Profile(String id, @OrNull String title) {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Manual(String slug, String benchmarkId, String title, @OrNull String revision) {
    }

    /** @param served whether the slug serves this revision */
    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Revision(@OrNull String version, @OrNull String benchmarkDate, @OrNull String status, @OrNull String statusDate,
                    int ruleCount, boolean served, String download) {
    }

    static ScapListingResponse from(ScapListing listing) {
        List<Entry> entries = listing.benchmarks().stream().map(ScapListingResponse::entry).toList();
        return new ScapListingResponse(entries, entries.size());
    }

    private static Entry entry(ScapListing.Entry entry) {
        ScapBenchmark served = entry.served();
        BenchmarkSummary manual = entry.mapsTo();
        String slug = served.slug().value();
        return new Entry(slug, served.benchmarkId(), served.title(), served.version(), JsonBodies.date(served.benchmarkDate()),
                served.status().value(), JsonBodies.date(served.status().date()), served.rules().size(),
                served.profiles().stream().map(p -> new Profile(p.id(), p.title())).toList(),
                manual == null ? null : new Manual(manual.slug().value(), manual.benchmarkId(), manual.title(), manual.revision().label()),
                entry.revisions().stream().map(revision -> revision(revision, revision.equals(served))).toList(),
                ApiPaths.SCAP_DOWNLOAD.formatted(slug), ApiPaths.SCAP_MAP.formatted(slug));
    }

    private static Revision revision(ScapBenchmark revision, boolean served) {
        String download = ApiPaths.SCAP_DOWNLOAD.formatted(revision.slug().value())
                + (revision.version() == null ? "" : "?revision=" + URLEncoder.encode(revision.version(), StandardCharsets.UTF_8));
        return new Revision(revision.version(), JsonBodies.date(revision.benchmarkDate()), revision.status().value(),
                JsonBodies.date(revision.status().date()), revision.rules().size(), served, download);
    }
}
