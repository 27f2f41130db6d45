package dev.stigservice.adapter.http.listing;

import dev.stigservice.adapter.http.ApiError;
import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ErrorResponses;
import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.adapter.http.RouteResponses;
import dev.stigservice.adapter.http.delivery.PublicDocuments;
import dev.stigservice.adapter.http.delivery.ConditionalResponses;
import dev.stigservice.adapter.http.delivery.HttpFields;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.application.list.ListBenchmarksQuery;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import dev.stigservice.application.releases.ListReleasesQuery;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.json.JsonMapper;
import io.netty.util.AsciiString;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/**
 * The public listing, answered from memory on the event loop: rendered once per publication and query.
 * <p>
 * The OpenAPI annotations describe what the handlers answer; the shared error responses, headers and the
 * examples from real DISA content are components in {@code src/main/openapi/components.yml}.
 */
@Controller(ApiPaths.STIGS)
final class ListingController {

    /** The listing's pointer to the release feed (RFC 8288). */
    static final AsciiString FEED_LINK = AsciiString.cached("<" + ApiPaths.RELEASES_ATOM + ">; rel=\"alternate\"; type=\""
            + MediaType.APPLICATION_ATOM_XML + "\"; title=\"Releases\"");

    /**
     * A filtered listing's pointer to the feed of exactly the benchmarks it lists, so a team subscribes to what it runs;
     * the whole feed when it lists none, or more than one feed URL names.
     */
    static CharSequence feedLink(BenchmarkListing listing) {
        String slugs = String.join(",", listing.benchmarks().stream().map(summary -> summary.slug().value()).toList());
        try {
            ListReleasesQuery.parse(null, null, null, slugs, null); // the feed takes them: not too many, not too long
        } catch (IllegalArgumentException tooMany) {
            return FEED_LINK;
        }
        return "<" + ApiPaths.RELEASES_ATOM + "?benchmark=" + slugs + ">; rel=\"alternate\"; type=\""
                + MediaType.APPLICATION_ATOM_XML + "\"; title=\"Releases of these benchmarks\"";
    }

    private final ListBenchmarksUseCase listBenchmarks;
    private final PublicDocuments<BenchmarkListing> renderedListings;

    ListingController(ListBenchmarksUseCase listBenchmarks, JsonMapper json) {
        this.listBenchmarks = listBenchmarks;
        this.renderedListings = new PublicDocuments<>(ListingResponse::key, listing -> JsonBodies.write(json, ListingResponse.from(listing)));
    }

    @Get(produces = MediaType.APPLICATION_JSON)
    @Head
    @Operation(operationId = "listStigs", summary = "List the benchmarks (public)",
            description = "Every benchmark in the catalog, sorted by slug. Fields the source lacks are null.")
    @Parameter(name = "q", in = ParameterIn.QUERY, ref = "#/components/parameters/Query")
    @DeliveredResponse(description = "The listing", shared = true,
            headers = "Link=FeedLink",
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
        PublicDocuments.Rendered rendered = renderedListings.render(listing);
        return ConditionalResponses.publicDocument(request, rendered.entityTag(), rendered.body(), MediaType.APPLICATION_JSON)
                .header(HttpFields.LINK, query.filter() == null ? FEED_LINK : feedLink(listing));
    }
}
