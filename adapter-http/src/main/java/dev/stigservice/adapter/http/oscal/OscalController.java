package dev.stigservice.adapter.http.oscal;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.DownloadQueries;
import dev.stigservice.adapter.http.ProtectedResponses;
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
import io.swagger.v3.oas.annotations.media.Schema;

import java.util.concurrent.CompletionStage;

/**
 * A benchmark's OSCAL catalog and OSCAL profile: downloads on routes of their own, answered as the download is
 * ({@link ProtectedResponses}: the token, the format, the slug, the revision; entity tags, gzip, kept bodies).
 */
@Controller(ApiPaths.STIGS)
final class OscalController {
    private final ProtectedResponses responses;
    private final OscalDownloads downloads;

    OscalController(OscalDownloads downloads, ProtectedResponses responses) {
        this.responses = responses;
        this.downloads = downloads;
    }

    @Get(uri = "/{slug}/oscal/catalog")
    @Head(uri = "/{slug}/oscal/catalog")
    @Operation(operationId = "oscalCatalog", summary = "One benchmark as an OSCAL catalog (bearer token)",
            description = "One control per rule (OSCAL 1.1.3): its group id, rule id, STIG id, severity and weight as props, its "
                    + "statement (the rule's title), discussion, check and fix as parts, links to its CCIs (in back-matter) and to "
                    + "the NIST SP 800-53 controls DISA's CCI list maps them to. Checks, in this order: the token (401, or 503 "
                    + "when access management cannot answer), the format (400), the slug (404), the revision (404).")
    @DeliveredResponse(description = "The benchmark as an OSCAL catalog, in OSCAL's JSON or XML",
            content = {
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/OscalDocument")),
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Text"))})
    @OscalQuery
    CompletionStage<MutableHttpResponse<?>> catalog(@PathVariable String slug, HttpRequest<?> request) {
        return send(downloads.catalog(), slug, request);
    }

    @Get(uri = "/{slug}/oscal/profile")
    @Head(uri = "/{slug}/oscal/profile")
    @Operation(operationId = "oscalProfile", summary = "The NIST SP 800-53 controls a benchmark implements, as an OSCAL profile (bearer token)",
            description = "An OSCAL profile (OSCAL 1.1.3) importing NIST's OSCAL catalog of SP 800-53 (the revision nist names, "
                    + "by default the newest DISA's CCI list maps to: 4 with the list of 2016, 5 with the list of 2023) and "
                    + "selecting exactly the controls and enhancements the benchmark's rules map to through their CCIs. Checks, "
                    + "in this order: the token (401, or 503 when access management cannot answer), the format (400), the slug "
                    + "(404), the revision (404), nist's shape (400), whether the CCI list references that revision (404).")
    @DeliveredResponse(description = "The profile, in OSCAL's JSON or XML",
            content = {
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/OscalDocument")),
                    @Content(mediaType = MediaType.APPLICATION_XML, schema = @Schema(ref = "#/components/schemas/Text"))})
    @OscalQuery
    @Parameter(name = "nist", in = ParameterIn.QUERY, ref = "#/components/parameters/Nist")
    CompletionStage<MutableHttpResponse<?>> profile(@PathVariable String slug, HttpRequest<?> request) {
        return responses.send(request, downloads.profile().download(DownloadQueries.withNist(request, slug)));
    }

    private CompletionStage<MutableHttpResponse<?>> send(DownloadBenchmarkUseCase document, String slug, HttpRequest<?> request) {
        return responses.send(request, document.download(DownloadQueries.of(request, slug)));
    }
}
