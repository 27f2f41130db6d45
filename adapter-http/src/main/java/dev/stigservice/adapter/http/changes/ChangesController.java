package dev.stigservice.adapter.http.changes;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.BearerAuthorization;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.ProtectedRoute;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.application.changes.CompareRevisionsQuery;
import dev.stigservice.application.changes.CompareRevisionsUseCase;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.util.concurrent.CompletionStage;

/** What changed between two revisions of a benchmark (docs/guides/what-changed.md), protected and sent like a download. */
@Controller(ApiPaths.STIGS)
final class ChangesController {
    private final ProtectedResponses responses;
    private final CompareRevisionsUseCase compareRevisions;

    ChangesController(CompareRevisionsUseCase compareRevisions, ProtectedResponses responses) {
        this.responses = responses;
        this.compareRevisions = compareRevisions;
    }

    @Get(uri = "/{slug}/changes")
    @Operation(operationId = "compareRevisions", summary = "What changed between two revisions (bearer token)",
            description = "Checks, in this order: the token (401, or 503 when access management cannot answer), the format "
                    + "(400; json or csv), the slug (404), the revisions (404). Rules added, changed or renumbered in the newer "
                    + "revision's file order, then rules removed; each change lists the fields that differ, before and after.")
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "from", in = ParameterIn.QUERY, ref = "#/components/parameters/From")
    @Parameter(name = "to", in = ParameterIn.QUERY, ref = "#/components/parameters/To")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/ChangesFormat")
    @DeliveredResponse(description = "The changes",
            content = {@Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/ChangeReport")),
                    @Content(mediaType = "text/csv; charset=utf-8", schema = @Schema(ref = "#/components/schemas/Text"))})
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadChangesFormat")
    @ProtectedRoute
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    CompletionStage<MutableHttpResponse<?>> changes(@PathVariable String slug, HttpRequest<?> request) {
        CompareRevisionsQuery query = new CompareRevisionsQuery(
                BearerAuthorization.credentials(request), slug, QueryParameters.single(request, "from"),
                QueryParameters.single(request, "to"), QueryParameters.joined(request, "format"));
        return responses.send(request, compareRevisions.compare(query));
    }
}
