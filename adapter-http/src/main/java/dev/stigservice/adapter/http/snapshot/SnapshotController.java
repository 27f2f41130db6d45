package dev.stigservice.adapter.http.snapshot;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.BearerAuthorization;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.ProtectedRoute;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.application.snapshot.DownloadSnapshotQuery;
import dev.stigservice.application.snapshot.DownloadSnapshotUseCase;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.http.annotation.Head;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.util.concurrent.CompletionStage;

/**
 * The signed snapshot for a connected mirror (docs/guides/air-gapped-transfer.md): the same archive as
 * {@code export-snapshot}, protected like downloads and answered through the same path.
 */
@Controller(ApiPaths.API_V1)
final class SnapshotController {

    private final ProtectedResponses responses;
    private final DownloadSnapshotUseCase downloadSnapshot;

    SnapshotController(DownloadSnapshotUseCase downloadSnapshot, ProtectedResponses responses) {
        this.responses = responses;
        this.downloadSnapshot = downloadSnapshot;
    }

    @Get(uri = ApiPaths.SNAPSHOT_ROUTE)
    @Head(uri = ApiPaths.SNAPSHOT_ROUTE)
    @Operation(operationId = "downloadSnapshot", summary = "A signed snapshot of every stored document (bearer token)",
            description = "Checks, in this order: the token (401, or 503), since (400), whether this instance signs snapshots "
                    + "(404). The zip export-snapshot writes: SHA256SUMS, its Ed25519 signature SHA256SUMS.sig, manifest.tsv "
                    + "and every stored document (or those stored after since) as documents/<key>/<file name>. Its ETag "
                    + "names what it holds and the key that signed it.")
    @Parameter(name = "since", in = ParameterIn.QUERY, ref = "#/components/parameters/SnapshotSince")
    @DeliveredResponse(description = "The snapshot", disposition = "SnapshotContentDisposition",
            content = @Content(mediaType = "application/zip", schema = @Schema(type = "string", format = "binary")))
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadSnapshotQuery")
    @ProtectedRoute
    @ApiResponse(responseCode = "404", ref = "#/components/responses/SnapshotsNotOffered")
    @ExecuteOn(TaskExecutors.BLOCKING) // what the snapshot holds is read from the store before its answer
    CompletionStage<MutableHttpResponse<?>> snapshot(HttpRequest<?> request) {
        DownloadSnapshotQuery query = new DownloadSnapshotQuery(
                BearerAuthorization.credentials(request), QueryParameters.joined(request, "since"));
        return responses.send(request, downloadSnapshot.download(query));
    }
}
