package dev.stigservice.adapter.http.feed;

import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.JsonBodies.OrNull;
import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.application.releases.Release;
import dev.stigservice.application.releases.ReleasePage;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ChangeCounts;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

import java.util.List;
import java.util.Map;

/** The web model of {@code GET /api/v1/releases}: one page of stored revisions, newest first. */
@Serdeable
@JsonInclude(JsonInclude.Include.ALWAYS)
record ReleasesResponse(List<Entry> releases, @OrNull String nextCursor, @OrNull String next) {

    /**
     * @param kind    {@code manual} for a manual benchmark's revision, {@code scap} for a SCAP benchmark's
     *                (docs/guides/scap-benchmarks.md): its slug is one of /api/v1/scap, its type {@code SCAP}, its
     *                revision its version ({@code 002.008}), and its changes count the SCAP rules added and removed
     * @param follows the revision this one follows; null for the first stored
     * @param changes counts against {@code follows}; null for the first stored
     */
    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Entry(String kind, String slug, String benchmarkId, String title, String type, @OrNull String revision,
                 @OrNull String follows, @OrNull String benchmarkDate,
                 @OrNull String status, Changes changes, Links links) {
    }

    /** As the change report's {@code summary} names them; null for the first stored revision. */
    @Schema(types = {"object", "null"})
    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Changes(long added, long removed, long changed, long idsChanged) {
    }

    /**
     * @param downloads this revision in every format; the benchmark's served revision when this one has no label
     * @param changes   the change report against the revision it follows; null for the first stored
     */
    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Links(Map<String, String> downloads, @OrNull String changes, String revisions) {
    }

    static ReleasesResponse from(ReleasePage page) {
        List<Entry> entries = page.releases().stream().map(release -> entry(release, page)).toList();
        return new ReleasesResponse(entries, page.next() == null ? null : page.next().cursor(),
                page.next() == null ? null : ReleaseLinks.nextPage(ApiPaths.RELEASES, page));
    }

    private static Entry entry(Release release, ReleasePage page) {
        BenchmarkSummary revision = release.revision();
        ChangeCounts counts = release.changes();
        return new Entry(release.scap() ? "scap" : "manual", revision.slug().value(), revision.benchmarkId(), revision.title(),
                release.scap() ? "SCAP" : revision.type().name(),
                ReleaseLinks.revision(revision, release.scap()), ReleaseLinks.revision(release.follows(), release.scap()),
                JsonBodies.date(revision.revision().benchmarkDate()), revision.status().value(),
                counts == null ? null : new Changes(counts.added(), counts.removed(), counts.changed(), counts.idsChanged()),
                new Links(ReleaseLinks.downloads(release, page.formats()), ReleaseLinks.changes(release), ReleaseLinks.revisions(release)));
    }
}
