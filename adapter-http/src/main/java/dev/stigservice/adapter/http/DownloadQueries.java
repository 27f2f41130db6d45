package dev.stigservice.adapter.http;

import dev.stigservice.application.download.DownloadBenchmarkQuery;
import io.micronaut.http.HttpRequest;

/** Reads the query of a download request: the benchmark's route, or one of its OSCAL documents' (theirs take the same parameters). */
public final class DownloadQueries {

    private DownloadQueries() {
    }

    public static DownloadBenchmarkQuery of(HttpRequest<?> request, String slug) {
        return new DownloadBenchmarkQuery(BearerAuthorization.credentials(request), QueryParameters.joined(request, "format"),
                slug, QueryParameters.single(request, "revision"));
    }

    /** The same with {@code nist}, read as the control lookup reads it: the OSCAL profile's route. */
    public static DownloadBenchmarkQuery withNist(HttpRequest<?> request, String slug) {
        return new DownloadBenchmarkQuery(BearerAuthorization.credentials(request), QueryParameters.joined(request, "format"),
                slug, QueryParameters.single(request, "revision"), QueryParameters.joined(request, "nist"));
    }
}
