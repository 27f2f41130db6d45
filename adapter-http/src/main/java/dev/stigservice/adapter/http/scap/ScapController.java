package dev.stigservice.adapter.http.scap;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.BearerAuthorization;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.adapter.http.RouteResponses;
import dev.stigservice.adapter.http.delivery.ConditionalResponses;
import dev.stigservice.adapter.http.delivery.PublicDocuments;
import dev.stigservice.application.scap.DownloadScapBenchmarkUseCase;
import dev.stigservice.application.scap.ListScapBenchmarksUseCase;
import dev.stigservice.application.scap.MapScapBenchmarkUseCase;
import dev.stigservice.application.scap.ScapBenchmarkQuery;
import dev.stigservice.application.scap.ScapListing;
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
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.util.concurrent.CompletionStage;

/**
 * The SCAP benchmarks (docs/guides/scap-benchmarks.md), their own kind beside the manual ones: a public list, the data
 * stream as it was stored, and the map from each SCAP rule to the manual rule it automates. The two protected routes
 * go the download's way: the same checks in the same order, the same delivery (entity tags, codings, kept bodies).
 */
@Controller(ApiPaths.SCAP)
final class ScapController {

    private final ListScapBenchmarksUseCase listScap;
    private final DownloadScapBenchmarkUseCase downloadScap;
    private final MapScapBenchmarkUseCase mapScap;
    private final ProtectedResponses responses;
    private final PublicDocuments<ScapListing> renderedListings;

    ScapController(ListScapBenchmarksUseCase listScap, DownloadScapBenchmarkUseCase downloadScap, MapScapBenchmarkUseCase mapScap,
                   ProtectedResponses responses, JsonMapper json) {
        this.listScap = listScap;
        this.downloadScap = downloadScap;
        this.mapScap = mapScap;
        this.responses = responses;
        this.renderedListings = new PublicDocuments<>(ScapListing::key, listing -> JsonBodies.write(json, ScapListingResponse.from(listing)));
    }

    @Get(produces = MediaType.APPLICATION_JSON)
    @Head
    @Operation(operationId = "listScap", summary = "List the SCAP benchmarks (public)",
            description = "Every SCAP benchmark (a SCAP source data stream's XCCDF 1.2 benchmark) in the catalog, sorted by slug, "
                    + "with its profiles, rule count, stored revisions and the manual benchmark it maps to. Never part of /api/v1/stigs.")
    @DeliveredResponse(description = "The SCAP benchmarks", shared = true,
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ScapListingResponse.class)))
    @ApiResponse(responseCode = "304", ref = "#/components/responses/NotModified")
    @RouteResponses
    HttpResponse<?> list(HttpRequest<?> request) {
        PublicDocuments.Rendered rendered = renderedListings.render(listScap.list());
        return ConditionalResponses.publicDocument(request, rendered.entityTag(), rendered.body(), MediaType.APPLICATION_JSON);
    }

    @Get(uri = "/{slug}/download")
    @Head(uri = "/{slug}/download")
    @Operation(operationId = "downloadScap", summary = "Download a SCAP benchmark's data stream as published (bearer token)",
            description = "Checks, in this order: the token (401, or 503 when access management cannot answer), the slug (404), "
                    + "the revision (404). The stored SCAP source data stream, byte for byte, under the name it was stored with.")
    @DeliveredResponse(description = "The SCAP source data stream",
            content = @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Text")))
    @ScapQuery
    CompletionStage<MutableHttpResponse<?>> download(@PathVariable String slug, HttpRequest<?> request) {
        return responses.send(request, downloadScap.download(query(slug, request)));
    }

    @Get(uri = "/{slug}/map", produces = MediaType.APPLICATION_JSON)
    @Head(uri = "/{slug}/map")
    @Operation(operationId = "mapScap", summary = "Which manual rule each SCAP rule automates (bearer token)",
            description = "Checks, in this order: the token (401, or 503), the slug (404), the revision (404). Each SCAP rule with "
                    + "the rule of the same SV- number in the manual benchmark it maps to (null when none), and that benchmark's "
                    + "rules no SCAP rule automates.")
    @DeliveredResponse(description = "The map", disposition = "",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/ScapMap")))
    @ScapQuery
    CompletionStage<MutableHttpResponse<?>> map(@PathVariable String slug, HttpRequest<?> request) {
        return responses.send(request, mapScap.map(query(slug, request)));
    }

    private static ScapBenchmarkQuery query(String slug, HttpRequest<?> request) {
        return new ScapBenchmarkQuery(BearerAuthorization.credentials(request), slug, QueryParameters.single(request, "revision"));
    }
}
