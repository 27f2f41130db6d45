package dev.stigservice.adapter.http;

import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Slug;
import io.micronaut.http.HttpRequest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The download links every answer that shows a benchmark gives, one per format in registration order, and the query a
 * request to such a link makes.
 */
public final class DownloadLinks {

    private DownloadLinks() {
    }

    /**
     * @param revision the label to name ({@code V2R7}); null for the revision the slug serves, which is also what a
     *                 revision without a label can only be downloaded as
     */
    public static Map<String, String> of(Slug slug, String revision, List<Format> formats) {
        Map<String, String> downloads = new LinkedHashMap<>();
        formats.forEach(format -> downloads.put(format.name(), ApiPaths.DOWNLOAD.formatted(slug.value()) + "?format=" + format.name()
                + (revision == null ? "" : "&revision=" + revision)));
        return downloads;
    }

    /** What a download asks: the benchmark's (its route) or one of its OSCAL documents' (theirs take the same parameters). */
    public static DownloadBenchmarkQuery query(HttpRequest<?> request, String slug) {
        return new DownloadBenchmarkQuery(BearerAuthorization.credentials(request), QueryParameters.joined(request, "format"),
                slug, QueryParameters.single(request, "revision"));
    }
}
