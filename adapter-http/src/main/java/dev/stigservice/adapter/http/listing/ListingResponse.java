package dev.stigservice.adapter.http.listing;

import dev.stigservice.adapter.http.DownloadLinks;
import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.JsonBodies.OrNull;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.SeverityCounts;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.micronaut.serde.annotation.Serdeable;

import java.util.List;
import java.util.Map;

/** The web model of {@code GET /api/v1/stigs}; mapped here so that domain types never leak into the API. */
@Serdeable
@JsonInclude(JsonInclude.Include.ALWAYS)
record ListingResponse(List<Entry> stigs, int total) {

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Entry(String slug, String benchmarkId, String title, String type, @OrNull String version,
                 @OrNull String release, @OrNull String revision, @OrNull String benchmarkDate,
                 @OrNull String status, @OrNull String statusDate, int ruleCount,
                 Counts severityCounts, Map<String, String> downloads) {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Counts(int high, int medium, int low, int unknown) {
    }

    static ListingResponse from(BenchmarkListing listing) {
        List<Entry> entries = listing.benchmarks().stream().map(summary -> entry(summary, listing.formats())).toList();
        return new ListingResponse(entries, entries.size());
    }

    private static Entry entry(BenchmarkSummary summary, List<Format> formats) {
        SeverityCounts counts = summary.severityCounts();
        return new Entry(summary.slug().value(), summary.benchmarkId(), summary.title(), summary.type().name(),
                summary.revision().version(), summary.revision().release(), summary.revision().label(),
                JsonBodies.date(summary.revision().benchmarkDate()), summary.status().value(), JsonBodies.date(summary.status().date()),
                summary.ruleCount(), new Counts(counts.high(), counts.medium(), counts.low(), counts.unknown()),
                DownloadLinks.of(summary.slug(), null, formats));
    }

    /** What the core says the listing is, and the formats its links name: the same key means the same bytes. */
    static String key(BenchmarkListing listing) {
        StringBuilder key = new StringBuilder(listing.version()).append(' ');
        listing.formats().forEach(format -> key.append(format.name()).append(','));
        return key.toString();
    }
}
