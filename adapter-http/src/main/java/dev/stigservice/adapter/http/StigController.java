package dev.stigservice.adapter.http;

import dev.stigservice.application.download.BenchmarkExport;
import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.download.DownloadResult;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.application.list.ListBenchmarksQuery;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;

import java.util.List;

/**
 * The two endpoints. Handlers run on the blocking executor (virtual threads), never on a Netty event
 * loop, because a download may wait for the access-management service.
 */
@Controller(StigController.BASE_PATH)
@ExecuteOn(TaskExecutors.BLOCKING)
final class StigController {

    static final String BASE_PATH = "/api/v1/stigs";
    static final String DOWNLOAD_PATH = BASE_PATH + "/%s/download";
    private static final String LISTING_CACHE_CONTROL = "public, max-age=60";
    private static final String DOWNLOAD_CACHE_CONTROL = "private, no-cache";

    private final ListBenchmarksUseCase listBenchmarks;
    private final DownloadBenchmarkUseCase downloadBenchmark;
    private final RenderedExports renderedExports;
    private final RenderedListings renderedListings;

    StigController(ListBenchmarksUseCase listBenchmarks, DownloadBenchmarkUseCase downloadBenchmark,
                   RenderedExports renderedExports, JsonMapper json) {
        this.listBenchmarks = listBenchmarks;
        this.downloadBenchmark = downloadBenchmark;
        this.renderedExports = renderedExports;
        this.renderedListings = new RenderedListings(json);
    }

    @Get(produces = MediaType.APPLICATION_JSON)
    @Head
    HttpResponse<?> list(HttpRequest<?> request) {
        String filter = singleParameter(request, "q");
        BenchmarkListing listing = listBenchmarks.list(new ListBenchmarksQuery(filter));
        RenderedListings.Rendered rendered = renderedListings.render(listing);
        String tag = rendered.entityTag();
        MutableHttpResponse<?> response = EntityTags.matches(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH), tag)
                ? HttpResponse.notModified()
                : withBody(request, HttpResponse.ok(), rendered.body(), MediaType.APPLICATION_JSON);
        return response.header(HttpHeaders.ETAG, EntityTags.quoted(tag))
                .header(HttpHeaders.CACHE_CONTROL, LISTING_CACHE_CONTROL);
    }

    @Get(uri = "/{slug}/download")
    @Head(uri = "/{slug}/download")
    HttpResponse<?> download(@PathVariable String slug, HttpRequest<?> request) {
        DownloadBenchmarkQuery query = new DownloadBenchmarkQuery(
                BearerAuthorization.parse(request.getHeaders().getAll(HttpHeaders.AUTHORIZATION)),
                formatParameter(request),
                slug);
        return switch (downloadBenchmark.download(query)) {
            case DownloadResult.Ready ready -> exportResponse(request, ready.export());
            case DownloadResult.Unauthorized u -> ErrorResponses.of(request, ApiError.UNAUTHORIZED);
            case DownloadResult.AuthorizationUnavailable u -> ErrorResponses.of(request, ApiError.SERVICE_UNAVAILABLE);
            case DownloadResult.UnsupportedFormat unsupported -> ErrorResponses.of(request, ApiError.BAD_REQUEST,
                    "Invalid format. Must be one of: " + String.join(", ", unsupported.supported()));
            case DownloadResult.NotFound notFound -> ErrorResponses.of(request, ApiError.NOT_FOUND,
                    notFound.slug().map(s -> "STIG '" + s.value() + "' not found").orElse(ApiError.NOT_FOUND.defaultMessage));
        };
    }

    private MutableHttpResponse<?> exportResponse(HttpRequest<?> request, BenchmarkExport export) {
        String tag = export.entityTag();
        MutableHttpResponse<?> response;
        if (EntityTags.matches(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH), tag)) {
            response = HttpResponse.notModified();
        } else {
            response = withBody(request, HttpResponse.ok(), renderedExports.body(export), export.format().mediaType())
                    .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + export.fileName() + "\"");
        }
        return response.header(HttpHeaders.ETAG, EntityTags.quoted(tag))
                .header(HttpHeaders.CACHE_CONTROL, DOWNLOAD_CACHE_CONTROL)
                .header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION);
    }

    /** HEAD answers with the headers GET would send, Content-Length included, and no body. */
    private static MutableHttpResponse<?> withBody(HttpRequest<?> request, MutableHttpResponse<Object> response,
                                                   byte[] body, String mediaType) {
        response.contentType(mediaType);
        if (request.getMethod() == HttpMethod.HEAD) {
            return response.contentLength(body.length);
        }
        return response.body(body);
    }

    /**
     * The format exactly as sent; absent means the default. Sent twice is not a format we serve, so it is
     * passed on as the literal comma-joined text and refused like any other unknown value.
     */
    private static String formatParameter(HttpRequest<?> request) {
        List<String> values = request.getParameters().getAll("format");
        return values.isEmpty() ? null : String.join(",", values);
    }

    private static String singleParameter(HttpRequest<?> request, String name) {
        List<String> values = request.getParameters().getAll(name);
        return values.isEmpty() ? null : values.getFirst();
    }
}
