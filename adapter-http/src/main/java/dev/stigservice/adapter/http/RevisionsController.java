package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.changes.CompareRevisionsQuery;
import dev.stigservice.application.changes.CompareRevisionsUseCase;
import dev.stigservice.application.revisions.ListRevisionsQuery;
import dev.stigservice.application.revisions.ListRevisionsUseCase;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;

import java.util.concurrent.CompletionStage;


/** A benchmark's stored revisions, and what changed between two of them (docs/guides/what-changed.md). */
@Controller(ApiPaths.STIGS)
final class RevisionsController {
    private final ProtectedResponses responses;
    private final ListRevisionsUseCase listRevisions;
    private final CompareRevisionsUseCase compareRevisions;

    RevisionsController(ListRevisionsUseCase listRevisions, CompareRevisionsUseCase compareRevisions, ProtectedResponses responses) {
        this.responses = responses;
        this.listRevisions = listRevisions;
        this.compareRevisions = compareRevisions;
    }

    @Get(uri = "/{slug}/revisions", produces = MediaType.APPLICATION_JSON)
    @Operation(operationId = "listRevisions", summary = "Every stored revision of one benchmark (public)",
            description = "Newest first, with the one the slug serves marked and download links that name each revision.")
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @ApiResponse(responseCode = "200", description = "The revisions",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = RevisionsResponse.class)))
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadRequest")
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    @RouteResponses
    HttpResponse<?> revisions(@PathVariable String slug, HttpRequest<?> request) {
        return listRevisions.list(new ListRevisionsQuery(slug))
                .<HttpResponse<?>>map(listing -> HttpResponse.ok(RevisionsResponse.from(listing)).contentType(MediaType.APPLICATION_JSON_TYPE))
                .orElseGet(() -> ErrorResponses.of(request, ApiError.NOT_FOUND, Refusal.NotFound.benchmark(slug).message()));
    }

    @Get(uri = "/{slug}/changes")
    @Operation(operationId = "compareRevisions", summary = "What changed between two revisions (bearer token)",
            description = "Checks, in this order: the token (401, or 503 when access management cannot answer), the format "
                    + "(400; json or csv), the slug (404), the revisions (404). Rules added, changed or renumbered in the newer "
                    + "revision's file order, then rules removed; each change lists the fields that differ, before and after.",
            security = @SecurityRequirement(name = "bearer"))
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "from", in = ParameterIn.QUERY, ref = "#/components/parameters/From")
    @Parameter(name = "to", in = ParameterIn.QUERY, ref = "#/components/parameters/To")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/ChangesFormat")
    @ApiResponse(responseCode = "200", description = "The changes",
            headers = {@Header(name = HttpHeaders.CONTENT_DISPOSITION, ref = "#/components/headers/ContentDisposition"),
                    @Header(name = HttpHeaders.ETAG, ref = "#/components/headers/ETag"),
                    @Header(name = HttpHeaders.CACHE_CONTROL, ref = "#/components/headers/DownloadCacheControl"),
                    @Header(name = HttpHeaders.VARY, ref = "#/components/headers/VaryProtected"),
                    @Header(name = HttpHeaders.CONTENT_ENCODING, ref = "#/components/headers/ContentEncoding")},
            content = {@Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/ChangeReport")),
                    @Content(mediaType = "text/csv; charset=utf-8", schema = @Schema(ref = "#/components/schemas/Text"))})
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadChangesFormat")
    @ProtectedRouteResponses
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    CompletionStage<MutableHttpResponse<?>> changes(@PathVariable String slug, HttpRequest<?> request) {
        return responses.send(request, compareRevisions.compare(new CompareRevisionsQuery(
                BearerAuthorization.credentials(request), slug, QueryParameters.single(request, "from"),
                QueryParameters.single(request, "to"), QueryParameters.joined(request, "format"))));
    }
}
