package dev.stigservice.adapter.http.download;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.DownloadQueries;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.ProtectedRoute;
import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.util.concurrent.CompletionStage;

/**
 * A benchmark's download. Answered on the event loop when the token's verdict is at hand and the body is kept: only
 * a call to the access-management service or a rendering answers from another thread ({@link ProtectedResponses}).
 */
@Controller(ApiPaths.STIGS)
final class DownloadController {
    private final ProtectedResponses responses;
    private final DownloadBenchmarkUseCase downloadBenchmark;

    DownloadController(DownloadBenchmarkUseCase downloadBenchmark, ProtectedResponses responses) {
        this.responses = responses;
        this.downloadBenchmark = downloadBenchmark;
    }

    @Get(uri = "/{slug}/download")
    @Head(uri = "/{slug}/download")
    @Operation(operationId = "downloadStig", summary = "Download one benchmark (bearer token)",
            description = "Checks, in this order: the token (401, or 503 when access management cannot answer), "
                    + "the format (400), the slug (404), the revision (404).")
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/Format")
    @Parameter(name = "revision", in = ParameterIn.QUERY, ref = "#/components/parameters/Revision")
    @DeliveredResponse(description = "The benchmark in the requested format",
            formatsOf = "dev.stigservice.adapter.export.StandardExporters.all", defaultFormat = DownloadBenchmarkQuery.DEFAULT_FORMAT,
            content = {
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/BenchmarkDocument"),
                            examples = @ExampleObject(name = "samples", ref = "#/components/examples/BenchmarkJson")),
                    @Content(mediaType = "text/csv; charset=utf-8", schema = @Schema(ref = "#/components/schemas/Text"),
                            examples = @ExampleObject(name = "samples", ref = "#/components/examples/Csv")),
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Text"),
                            examples = @ExampleObject(name = "samples", ref = "#/components/examples/Xccdf"))})
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadFormat")
    @ProtectedRoute
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    CompletionStage<MutableHttpResponse<?>> download(@PathVariable String slug, HttpRequest<?> request) {
        return responses.send(request, downloadBenchmark.download(DownloadQueries.of(request, slug)));
    }
}
