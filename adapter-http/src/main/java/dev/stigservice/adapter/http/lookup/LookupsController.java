package dev.stigservice.adapter.http.lookup;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.BearerAuthorization;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ProtectedResponses;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.application.lookup.LookUpCciQuery;
import dev.stigservice.application.lookup.LookUpCciUseCase;
import dev.stigservice.application.lookup.LookUpControlQuery;
import dev.stigservice.application.lookup.LookUpControlUseCase;
import dev.stigservice.application.lookup.LookUpRuleQuery;
import dev.stigservice.application.lookup.LookUpRuleUseCase;
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
 * The lookups (docs/guides/finding-rules-ccis-controls.md): a rule by any id, a CCI, a NIST control. Protected like
 * downloads, and sent like them from bodies rendered once per publication (no file name: they are shown, not saved).
 */
@Controller(ApiPaths.API_V1)
final class LookupsController {
    private final ProtectedResponses responses;
    private final LookUpRuleUseCase lookUpRule;
    private final LookUpCciUseCase lookUpCci;
    private final LookUpControlUseCase lookUpControl;

    LookupsController(LookUpRuleUseCase lookUpRule, LookUpCciUseCase lookUpCci, LookUpControlUseCase lookUpControl,
                      ProtectedResponses responses) {
        this.responses = responses;
        this.lookUpRule = lookUpRule;
        this.lookUpCci = lookUpCci;
        this.lookUpControl = lookUpControl;
    }

    @Get(uri = ApiPaths.RULES_ROUTE, produces = MediaType.APPLICATION_JSON)
    @Head(uri = ApiPaths.RULES_ROUTE)
    @Operation(operationId = "lookUpRule", summary = "Where a rule is, by any of its ids (bearer token)",
            description = "Checks, in this order: the token (401, or 503 when access management cannot answer), the id's shape "
                    + "(400), whether any stored revision holds it (404). Every benchmark holding a rule that answers to the id, "
                    + "with the rule in each stored revision, newest first, the served one marked.")
    @Parameter(name = "id", in = ParameterIn.PATH, ref = "#/components/parameters/RuleId")
    @DeliveredResponse(description = "Where the rule is", disposition = "",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/RuleLookup")))
    @LookupResponses
    CompletionStage<MutableHttpResponse<?>> rule(@PathVariable String id, HttpRequest<?> request) {
        LookUpRuleQuery query = new LookUpRuleQuery(BearerAuthorization.credentials(request), id);
        return responses.send(request, lookUpRule.lookUp(query));
    }

    @Get(uri = ApiPaths.CCIS_ROUTE, produces = MediaType.APPLICATION_JSON)
    @Head(uri = ApiPaths.CCIS_ROUTE)
    @Operation(operationId = "lookUpCci", summary = "A CCI and the rules citing it (bearer token)",
            description = "Checks, in this order: the token (401, or 503), the CCI's shape (400), whether the CCI list or any "
                    + "rule knows it (404). Its definition, types, status and references from DISA's CCI list (definition null "
                    + "when the list does not know it), and every rule of the served revisions citing it.")
    @Parameter(name = "cci", in = ParameterIn.PATH, ref = "#/components/parameters/Cci")
    @DeliveredResponse(description = "The CCI", disposition = "",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/CciLookup")))
    @LookupResponses
    CompletionStage<MutableHttpResponse<?>> cci(@PathVariable String cci, HttpRequest<?> request) {
        LookUpCciQuery query = new LookUpCciQuery(BearerAuthorization.credentials(request), cci);
        return responses.send(request, lookUpCci.lookUp(query));
    }

    @Get(uri = ApiPaths.CONTROLS_ROUTE, produces = MediaType.APPLICATION_JSON)
    @Head(uri = ApiPaths.CONTROLS_ROUTE)
    @Operation(operationId = "lookUpControl", summary = "A NIST SP 800-53 control, its CCIs and the rules citing them (bearer token)",
            description = "Checks, in this order: the token (401, or 503), the control's and nist's shape (400), then the CCI "
                    + "list: 404 when no CCI's reference of that revision falls under the control (AC-2 covers AC-2 a and "
                    + "AC-2 (1)). Without a CCI list the answer is 200 and empty, and says so.")
    @Parameter(name = "control", in = ParameterIn.PATH, ref = "#/components/parameters/Control")
    @Parameter(name = "nist", in = ParameterIn.QUERY, ref = "#/components/parameters/Nist")
    @DeliveredResponse(description = "The control", disposition = "",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "#/components/schemas/ControlLookup")))
    @LookupResponses
    CompletionStage<MutableHttpResponse<?>> control(@PathVariable String control, HttpRequest<?> request) {
        LookUpControlQuery query = new LookUpControlQuery(
                BearerAuthorization.credentials(request), control, QueryParameters.joined(request, "nist"));
        return responses.send(request, lookUpControl.lookUp(query));
    }
}
