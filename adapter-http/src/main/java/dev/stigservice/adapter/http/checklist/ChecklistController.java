package dev.stigservice.adapter.http.checklist;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.BearerAuthorization;
import dev.stigservice.adapter.http.BearerToken;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.ProtectedRoute;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.adapter.http.RouteResponses;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.checklist.ExportChecklistQuery;
import dev.stigservice.application.checklist.ExportChecklistUseCase;
import dev.stigservice.application.checklist.FillChecklistCommand;
import dev.stigservice.application.checklist.FillChecklistUseCase;
import dev.stigservice.application.checklist.UpgradeChecklistCommand;
import dev.stigservice.application.checklist.UpgradeChecklistUseCase;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.ServerHttpRequest;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;

/**
 * Checklists in STIG Viewer's formats (docs/guides/checklists.md): a blank one of a revision, an uploaded one carried
 * to another revision, and one filled from a scan's results. Protected like downloads and sent the same way; an upgrade
 * and a fill are rendered for their request and not kept.
 */
@Controller(ApiPaths.STIGS)
final class ChecklistController {
    private final ProtectedResponses responses;
    private static final Pattern SUMMARY = Pattern.compile("application/json(;.*)?");
    private static final Pattern REFUSED = Pattern.compile(".*;q=0(\\.0{0,3})?(;.*)?");

    private final ExportChecklistUseCase exportChecklist;
    private final UpgradeChecklistUseCase upgradeChecklist;
    private final FillChecklistUseCase fillChecklist;

    ChecklistController(ExportChecklistUseCase exportChecklist, UpgradeChecklistUseCase upgradeChecklist, FillChecklistUseCase fillChecklist,
                        ProtectedResponses responses) {
        this.responses = responses;
        this.exportChecklist = exportChecklist;
        this.upgradeChecklist = upgradeChecklist;
        this.fillChecklist = fillChecklist;
    }

    @Get(uri = ApiPaths.CHECKLIST_ROUTE)
    @Head(uri = ApiPaths.CHECKLIST_ROUTE)
    @Operation(operationId = "checklist", summary = "A blank checklist of one revision, CKL or CKLB (bearer token)",
            description = "Checks, in this order: the token (401, or 503), the format (400), the slug (404), the revision (404), "
                    + "then the asset's fields (400). Every rule Not_Reviewed, with every field STIG Viewer fills from the benchmark.")
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/ChecklistFormat")
    @Parameter(name = "revision", in = ParameterIn.QUERY, ref = "#/components/parameters/Revision")
    @Parameter(name = "host", in = ParameterIn.QUERY, ref = "#/components/parameters/Host")
    @Parameter(name = "fqdn", in = ParameterIn.QUERY, ref = "#/components/parameters/Fqdn")
    @Parameter(name = "ip", in = ParameterIn.QUERY, ref = "#/components/parameters/Ip")
    @Parameter(name = "mac", in = ParameterIn.QUERY, ref = "#/components/parameters/Mac")
    @Parameter(name = "role", in = ParameterIn.QUERY, ref = "#/components/parameters/Role")
    @DeliveredResponse(description = "The checklist",
            content = {
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Ckl")),
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/Cklb"))})
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadChecklistRequest")
    @ProtectedRoute
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    CompletionStage<MutableHttpResponse<?>> checklist(@PathVariable String slug, HttpRequest<?> request) {
        ExportChecklistQuery query = new ExportChecklistQuery(
                BearerAuthorization.credentials(request), slug, QueryParameters.joined(request, "format"),
                QueryParameters.single(request, "revision"), QueryParameters.joined(request, "host"),
                QueryParameters.joined(request, "fqdn"), QueryParameters.joined(request, "ip"),
                QueryParameters.joined(request, "mac"), QueryParameters.joined(request, "role"));
        return responses.send(request, exportChecklist.export(query));
    }

    @Post(uri = ApiPaths.CHECKLIST_UPGRADE_ROUTE, consumes = MediaType.ALL, produces = MediaType.ALL)
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Operation(operationId = "upgradeChecklist", summary = "Carry a checklist to another revision (bearer token)",
            description = "The body is a CKL or CKLB of a stored revision of the benchmark, recognised by its rules. Checks, in "
                    + "this order: the token (401, or 503), the format (400), the slug (404), the target revision (404), then "
                    + "the upload, whose body is not read before: its size (413), room among the uploads in flight (503 with "
                    + "Retry-After), its content (400 unreadable, 409 of another benchmark). Each rule whose check content and fix text are "
                    + "unchanged keeps its review; every other continued rule is Not_Reviewed with a comment saying what "
                    + "changed and its old status; added rules are blank. With Accept: application/json the answer is the "
                    + "summary of what was carried, reset, added and removed instead of the checklist.",
            requestBody = @RequestBody(required = true, description = "A CKL (STIG Viewer 2's XML, its root element CHECKLIST) "
                    + "or a CKLB (STIG Viewer 3's JSON object) of a stored revision of the benchmark, at most "
                    + "stig.checklist.max-upload-size (32 MB); any other body (0, an empty one, a cut one) is 400.",
                    content = {@Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Ckl")),
                            @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/Cklb"))}))
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "to", in = ParameterIn.QUERY, ref = "#/components/parameters/UpgradeTo")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/UpgradeFormat")
    @DeliveredResponse(description = "The checklist of the target revision, or the summary",
            content = {
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Ckl")),
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/CklbOrUpgradeSummary"))})
    @BearerToken
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadChecklistUpload")
    @ApiResponse(responseCode = "401", ref = "#/components/responses/Unauthorized")
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    @ApiResponse(responseCode = "409", ref = "#/components/responses/ChecklistOfAnotherBenchmark")
    @ApiResponse(responseCode = "413", ref = "#/components/responses/UploadTooLarge")
    @ApiResponse(responseCode = "503", ref = "#/components/responses/UploadUnavailable")
    @RouteResponses
    CompletionStage<MutableHttpResponse<?>> upgrade(@PathVariable String slug, ServerHttpRequest<?> request) {
        // The body is not bound to a parameter: Micronaut would read it whole before this method runs, token or not.
        Upload checklist = new Upload(new RequestBodyStream(request), Math.max(request.getContentLength(), Upload.UNKNOWN_LENGTH));
        UpgradeChecklistCommand command = new UpgradeChecklistCommand(BearerAuthorization.credentials(request), slug,
                QueryParameters.single(request, "to"), QueryParameters.joined(request, "format"), checklist,
                wantsSummary(request.getHeaders().getAll(HttpHeaders.ACCEPT)));
        return responses.send(request, upgradeChecklist.upgrade(command));
    }

    @Post(uri = ApiPaths.CHECKLIST_RESULTS_ROUTE, consumes = MediaType.ALL, produces = MediaType.ALL)
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Operation(operationId = "fillChecklist", summary = "A scan's results as a filled checklist (bearer token)",
            description = "The body is the results of a scan of the benchmark (OpenSCAP's or SCC's XCCDF 1.1 or 1.2 results, or "
                    + "ARF), or a form with the part results and then, optionally, the part checklist: a CKL or CKLB to put them "
                    + "into. Checks, in this order: the token (401, or 503), the format (400), the slug (404), the options (400), "
                    + "then the body, whose bytes are not read before: the results' size (413 over stig.checklist.max-results-size; "
                    + "read as a stream, never held), their content (400 unreadable, 422 of another benchmark or naming no stored "
                    + "rule), then the checklist's size (413) and content (400 unreadable, 409 of another benchmark). Without a "
                    + "checklist the answer is a checklist of the stored revision whose rule ids cover the scan's most (revision= "
                    + "asks for another): pass is NotAFinding, fail Open, notapplicable Not_Applicable, anything else "
                    + "Not_Reviewed, each with finding details that say the scanner, the time and the result. With a checklist, "
                    + "only definitive results replace a rule's status and finding details; every other review is kept. "
                    + "With Accept: application/json the answer is the summary of what the scan did instead of the checklist.",
            requestBody = @RequestBody(required = true, description = "The results (XML), or a multipart/form-data form with the "
                    + "part results, then optionally the part checklist.",
                    content = {@Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/ScanResults")),
                            @Content(mediaType = MediaType.MULTIPART_FORM_DATA, schema = @Schema(ref = "#/components/schemas/ScanForm"))}))
    @Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
    @Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/FillFormat")
    @Parameter(name = "revision", in = ParameterIn.QUERY, ref = "#/components/parameters/FillRevision")
    @Parameter(name = "match", in = ParameterIn.QUERY, ref = "#/components/parameters/Match")
    @Parameter(name = "host", in = ParameterIn.QUERY, ref = "#/components/parameters/Host")
    @Parameter(name = "fqdn", in = ParameterIn.QUERY, ref = "#/components/parameters/Fqdn")
    @Parameter(name = "ip", in = ParameterIn.QUERY, ref = "#/components/parameters/Ip")
    @Parameter(name = "mac", in = ParameterIn.QUERY, ref = "#/components/parameters/Mac")
    @Parameter(name = "role", in = ParameterIn.QUERY, ref = "#/components/parameters/Role")
    @DeliveredResponse(description = "The filled checklist, or the summary",
            content = {
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Ckl")),
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/CklbOrScanSummary"))})
    @BearerToken
    @ApiResponse(responseCode = "400", ref = "#/components/responses/BadScanUpload")
    @ApiResponse(responseCode = "401", ref = "#/components/responses/Unauthorized")
    @ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
    @ApiResponse(responseCode = "409", ref = "#/components/responses/ChecklistOfAnotherBenchmark")
    @ApiResponse(responseCode = "413", ref = "#/components/responses/ScanTooLarge")
    @ApiResponse(responseCode = "422", ref = "#/components/responses/ScanOfNoStoredRule")
    @ApiResponse(responseCode = "503", ref = "#/components/responses/UploadUnavailable")
    @RouteResponses
    CompletionStage<MutableHttpResponse<?>> fill(@PathVariable String slug, ServerHttpRequest<?> request) {
        // As for the upgrade, the body is not bound to a parameter: it is read by the core, after the token.
        InputStream body = new RequestBodyStream(request);
        String contentType = request.getHeaders().get(HttpHeaders.CONTENT_TYPE);
        Upload results;
        Upload checklist = null;
        if (ScanForm.isForm(contentType)) {
            ScanForm form = new ScanForm(body, contentType);
            results = new Upload(form.results(), Upload.UNKNOWN_LENGTH);
            checklist = new Upload(form.checklist(), Upload.UNKNOWN_LENGTH);
        } else {
            results = new Upload(body, Math.max(request.getContentLength(), Upload.UNKNOWN_LENGTH));
        }
        FillChecklistCommand command = new FillChecklistCommand(results, slug, QueryParameters.single(request, "revision"),
                QueryParameters.joined(request, "format"), checklist, QueryParameters.single(request, "match"),
                QueryParameters.joined(request, "host"), QueryParameters.joined(request, "fqdn"), QueryParameters.joined(request, "ip"),
                QueryParameters.joined(request, "mac"), QueryParameters.joined(request, "role"));
        return responses.send(request, fillChecklist.fill(BearerAuthorization.credentials(request), command,
                wantsSummary(request.getHeaders().getAll(HttpHeaders.ACCEPT))));
    }

    /** The summary is asked for by naming application/json in Accept (not by a wildcard, not with q=0). */
    static boolean wantsSummary(List<String> accept) {
        return accept.stream().flatMap(line -> Arrays.stream(line.split(",")))
                .map(range -> range.replace(" ", "").replace("\t", "").toLowerCase(Locale.ROOT))
                .anyMatch(range -> SUMMARY.matcher(range).matches() && !REFUSED.matcher(range).matches());
    }
}
