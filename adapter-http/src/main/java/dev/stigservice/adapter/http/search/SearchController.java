package dev.stigservice.adapter.http.search;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.BearerAuthorization;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.ProtectedRoute;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.application.search.SearchRulesQuery;
import dev.stigservice.application.search.SearchRulesUseCase;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.util.concurrent.CompletionStage;

/**
 * The library search (docs/guides/searching-the-library.md): words, phrases and filters over every rule of the served
 * revisions, or of every stored one. Protected like the lookups, and answered through the same path.
 */
@Controller(ApiPaths.API_V1)
final class SearchController {

    private final ProtectedResponses responses;
    private final SearchRulesUseCase searchRules;

    SearchController(SearchRulesUseCase searchRules, ProtectedResponses responses) {
        this.responses = responses;
        this.searchRules = searchRules;
    }

    @Get(uri = ApiPaths.SEARCH_ROUTE, produces = MediaType.APPLICATION_JSON)
    @Head(uri = ApiPaths.SEARCH_ROUTE)
    @Operation(operationId = "searchRules", summary = "Rules whose text answers a query, best first (bearer token)",
            description = "Checks, in this order: the token (401, or 503), q, limit, cursor and revisions (400). Words must all "
                    + "match (a word matches its plural and other simple English forms), \"quoted phrases\" match in order, and "
                    + "the filters severity:, benchmark:, cci:, control: (by the CCI list) and srg: narrow them. Searches the title, "
                    + "discussion, check and fix of every rule of the served revisions, or of every stored revision with "
                    + "revisions=all; ranked by relevance (BM25), ties in slug, revision and rule order. After a start, 503 with "
                    + "Retry-After until the search index is built (the benchmarks are served before it is).")
    @Parameter(name = "q", in = ParameterIn.QUERY, ref = "#/components/parameters/SearchQ")
    @Parameter(name = "limit", in = ParameterIn.QUERY, ref = "#/components/parameters/Limit")
    @Parameter(name = "cursor", in = ParameterIn.QUERY, ref = "#/components/parameters/SearchCursor")
    @Parameter(name = "revisions", in = ParameterIn.QUERY, ref = "#/components/parameters/SearchRevisions")
    @DeliveredResponse(description = "The hits of this page and how many there are in all", disposition = "",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/SearchResult")))
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadSearch")
    @ProtectedRoute
    CompletionStage<MutableHttpResponse<?>> search(HttpRequest<?> request) {
        SearchRulesQuery query = new SearchRulesQuery(BearerAuthorization.credentials(request),
                QueryParameters.joined(request, "q"), QueryParameters.joined(request, "limit"), QueryParameters.joined(request, "cursor"),
                QueryParameters.joined(request, "revisions"));
        return responses.send(request, searchRules.search(query));
    }
}
