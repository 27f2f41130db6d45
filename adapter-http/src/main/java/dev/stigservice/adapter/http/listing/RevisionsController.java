package dev.stigservice.adapter.http.listing;

import dev.stigservice.adapter.http.ApiError;
import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.ErrorResponses;
import dev.stigservice.adapter.http.RouteResponses;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.revisions.ListRevisionsQuery;
import dev.stigservice.application.revisions.ListRevisionsUseCase;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** A benchmark's stored revisions, each with the download links that name it (docs/guides/what-changed.md). */
@Controller(ApiPaths.STIGS)
final class RevisionsController {
    private final ListRevisionsUseCase listRevisions;

    RevisionsController(ListRevisionsUseCase listRevisions) {
        this.listRevisions = listRevisions;
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
}
