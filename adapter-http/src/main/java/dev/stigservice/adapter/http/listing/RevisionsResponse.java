package dev.stigservice.adapter.http.listing;

import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.JsonBodies.OrNull;
import dev.stigservice.adapter.http.DownloadLinks;
import dev.stigservice.application.revisions.RevisionListing;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.SeverityCounts;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.micronaut.serde.annotation.Serdeable;

import java.util.List;
import java.util.Map;

/** The web model of {@code GET /api/v1/stigs/{slug}/revisions}: every stored revision, newest first. */
@Serdeable
@JsonInclude(JsonInclude.Include.ALWAYS)
record RevisionsResponse(String slug, List<Entry> revisions, int total) {

    /** @param downloads links that name this revision, one per format */
    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Entry(@OrNull String revision, @OrNull String version, @OrNull String release,
                 @OrNull String benchmarkDate, @OrNull String status,
                 @OrNull String statusDate, int ruleCount, ListingResponse.Counts severityCounts, boolean served,
                 Map<String, String> downloads) {
    }

    static RevisionsResponse from(RevisionListing listing) {
        List<Entry> entries = listing.revisions().stream().map(summary -> entry(summary, listing)).toList();
        return new RevisionsResponse(listing.slug().value(), entries, entries.size());
    }

    private static Entry entry(BenchmarkSummary summary, RevisionListing listing) {
        SeverityCounts counts = summary.severityCounts();
        String label = summary.revision().label();
        return new Entry(label, summary.revision().version(), summary.revision().release(), JsonBodies.date(summary.revision().benchmarkDate()),
                summary.status().value(), JsonBodies.date(summary.status().date()), summary.ruleCount(),
                new ListingResponse.Counts(counts.high(), counts.medium(), counts.low(), counts.unknown()),
                summary.equals(listing.served()), DownloadLinks.of(listing.slug(), label, listing.formats()));
    }
}
