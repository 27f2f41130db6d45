package dev.stigservice.adapter.http;

import dev.stigservice.adapter.http.delivery.RenderedDocuments;
import dev.stigservice.adapter.http.delivery.ConditionalResponses;
import dev.stigservice.adapter.http.delivery.HttpFields;
import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.application.list.ListBenchmarksQuery;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.json.JsonMapper;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;

import java.util.concurrent.CompletionStage;

/**
 * The two endpoints. The listing answers from memory on the event loop; so does a download whose token's verdict is
 * at hand and whose body is kept: only a call to the access-management service or a rendering answers from another
 * thread ({@link ProtectedResponses}).
 * <p>
 * The OpenAPI annotations describe what the handlers answer; the shared error responses, headers and the
 * examples from real DISA content are components in {@code src/main/openapi/components.yml}.
 */
@Controller(ApiPaths.STIGS)
final class StigController {
    private final ProtectedResponses responses;
    private final ListBenchmarksUseCase listBenchmarks;
    private final DownloadBenchmarkUseCase downloadBenchmark;
    private final RenderedDocuments<BenchmarkListing> renderedListings;

    StigController(ListBenchmarksUseCase listBenchmarks, DownloadBenchmarkUseCase downloadBenchmark, JsonMapper json,
                   ProtectedResponses responses) {
        this.responses = responses;
        this.listBenchmarks = listBenchmarks;
        this.downloadBenchmark = downloadBenchmark;
        this.renderedListings = new RenderedDocuments<>(ListingResponse::key, listing -> JsonBodies.write(json, ListingResponse.from(listing)));
    }

    @Get(produces = MediaType.APPLICATION_JSON)
    @Head
    @Operation(operationId = "listStigs", summary = "List the benchmarks (public)",
            description = "Every benchmark in the catalog, sorted by slug. Fields the source lacks are null.")
    @Parameter(name = "q", in = ParameterIn.QUERY, ref = "#/components/parameters/Query")
    @ApiResponse(responseCode = "200", description = "The listing",
            headers = {@Header(name = HttpHeaders.ETAG, ref = "#/components/headers/ETag"),
                    @Header(name = HttpHeaders.CACHE_CONTROL, ref = "#/components/headers/ListingCacheControl"),
                    @Header(name = HttpHeaders.VARY, ref = "#/components/headers/VaryAcceptEncoding"),
                    @Header(name = HttpHeaders.CONTENT_ENCODING, ref = "#/components/headers/ContentEncoding"),
                    @Header(name = HttpHeaders.LINK, ref = "#/components/headers/FeedLink")},
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ListingResponse.class),
                    examples = @ExampleObject(name = "samples", ref = "#/components/examples/Listing")))
    @ApiResponse(responseCode = "304", ref = "#/components/responses/NotModified")
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadRequest")
    @RouteResponses
    HttpResponse<?> list(HttpRequest<?> request) {
        ListBenchmarksQuery query;
        try {
            query = new ListBenchmarksQuery(QueryParameters.single(request, "q"));
        } catch (IllegalArgumentException malformed) {
            return ErrorResponses.of(request, ApiError.BAD_REQUEST, malformed.getMessage());
        }
        BenchmarkListing listing = listBenchmarks.list(query);
        RenderedDocuments.Rendered rendered = renderedListings.render(listing);
        return ConditionalResponses.publicDocument(request, rendered.entityTag(), rendered.body(), MediaType.APPLICATION_JSON)
                .header(HttpFields.LINK, query.filter() == null ? ReleasesController.FEED_LINK : ReleasesController.feedLink(listing));
    }

    @Get(uri = "/{slug}/download")
    @Head(uri = "/{slug}/download")
    @Operation(operationId = "downloadStig", summary = "Download one benchmark (bearer token)",
            description = "Checks, in this order: the token (401, or 503 when access management cannot answer), "
                    + "the format (400), the slug (404), the revision (404).",
            security = @SecurityRequirement(name = "bearer"))
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/Format")
    @Parameter(name = "revision", in = ParameterIn.QUERY, ref = "#/components/parameters/Revision")
    @ApiResponse(responseCode = "200", description = "The benchmark in the requested format",
            headers = {@Header(name = HttpHeaders.CONTENT_DISPOSITION, ref = "#/components/headers/ContentDisposition"),
                    @Header(name = HttpHeaders.ETAG, ref = "#/components/headers/ETag"),
                    @Header(name = HttpHeaders.CACHE_CONTROL, ref = "#/components/headers/DownloadCacheControl"),
                    @Header(name = HttpHeaders.VARY, ref = "#/components/headers/VaryProtected"),
                    @Header(name = HttpHeaders.CONTENT_ENCODING, ref = "#/components/headers/ContentEncoding")},
            content = {
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/BenchmarkDocument"),
                            examples = @ExampleObject(name = "samples", ref = "#/components/examples/BenchmarkJson")),
                    @Content(mediaType = "text/csv; charset=utf-8", schema = @Schema(ref = "#/components/schemas/Text"),
                            examples = @ExampleObject(name = "samples", ref = "#/components/examples/Csv")),
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Text"),
                            examples = @ExampleObject(name = "samples", ref = "#/components/examples/Xccdf"))})
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadFormat")
    @ProtectedRouteResponses
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    CompletionStage<MutableHttpResponse<?>> download(@PathVariable String slug, HttpRequest<?> request) {
        return responses.send(request, downloadBenchmark.download(new DownloadBenchmarkQuery(
                BearerAuthorization.credentials(request), QueryParameters.joined(request, "format"), slug,
                QueryParameters.single(request, "revision"))));
    }
}
