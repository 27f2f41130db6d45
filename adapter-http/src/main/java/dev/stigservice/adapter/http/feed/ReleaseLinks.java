package dev.stigservice.adapter.http.feed;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.DownloadLinks;
import dev.stigservice.application.releases.ListReleasesQuery;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.application.releases.Release;
import dev.stigservice.application.releases.ReleaseKey;
import dev.stigservice.application.releases.ReleasePage;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Format;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/** The links a release carries, the same in the JSON feed and the Atom feed. */
final class ReleaseLinks {

    private ReleaseLinks() {
    }

    /** This revision in every format, named by its label; without a label, the benchmark's served revision. */
    static Map<String, String> downloads(Release release, List<Format> formats) {
        if (release.scap()) {
            String version = release.revision().revision().version();
            return Map.of("xml", ApiPaths.SCAP_DOWNLOAD.formatted(release.revision().slug().value())
                    + (version == null ? "" : "?revision=" + URLEncoder.encode(version, StandardCharsets.UTF_8)));
        }
        return DownloadLinks.of(release.revision().slug(), release.revision().revision().label(), formats);
    }

    /** How an entry names its revision: a manual one by its label ({@code V2R8}), a SCAP one by its version ({@code 002.008}). */
    static String revision(BenchmarkSummary revision, boolean scap) {
        return revision == null ? null : scap ? revision.revision().version() : revision.revision().label();
    }

    /**
     * The change report against the revision it follows ({@code from} may be left out: it defaults to the revision
     * before {@code to}, which is the one followed); null for the first stored revision, one without a label, and
     * one that follows a revision of the same label.
     */
    static String changes(Release release) {
        if (release.scap()) {
            return null; // SCAP benchmarks have no change report
        }
        String to = release.revision().revision().label();
        if (release.follows() == null || to == null) {
            return null;
        }
        String from = release.follows().revision().label();
        if (to.equals(from)) {
            return null; // two files under one label (a re-issued release): a label cannot say which is which
        }
        return ApiPaths.CHANGES.formatted(release.revision().slug().value()) + (from == null ? "?" : "?from=" + from + "&") + "to=" + to;
    }

    static String revisions(Release release) {
        if (release.scap()) {
            return ApiPaths.SCAP; // the SCAP listing holds every stored revision
        }
        return ApiPaths.REVISIONS.formatted(release.revision().slug().value());
    }

    /** The same route and query, continued after the last entry of {@code page}; only for a page that has a next one. */
    static String nextPage(String route, ReleasePage page) {
        return page(route, page.query(), page.next());
    }

    /** The address of {@code page} itself. */
    static String self(String route, ReleasePage page) {
        return page(route, page.query(), page.query().after());
    }

    private static String page(String route, ListReleasesQuery query, ReleaseKey after) {
        StringJoiner parameters = new StringJoiner("&", "?", "").setEmptyValue("");
        if (after != null) {
            parameters.add("cursor=" + after.cursor());
        }
        if (query.limit() != ListReleasesQuery.DEFAULT_LIMIT) {
            parameters.add("limit=" + query.limit());
        }
        if (query.since() != null) {
            parameters.add("since=" + query.since());
        }
        if (!query.benchmarks().isEmpty()) {
            parameters.add("benchmark=" + String.join(",", query.benchmarks().stream().map(Slug::value).sorted().toList()));
        }
        if (query.severity() != null) {
            parameters.add("severity=" + query.severity().code());
        }
        return route + parameters;
    }
}
