package dev.stigservice.adapter.http.oscal;

import dev.stigservice.adapter.http.ProtectedRoute;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What both OSCAL routes take and answer besides their 200, said once for the OpenAPI document: the same query (a
 * download's, with OSCAL's formats), their 400 and 404, and what a protected route says.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
@Parameter(name = "format", in = ParameterIn.QUERY, ref = "#/components/parameters/OscalFormat")
@Parameter(name = "revision", in = ParameterIn.QUERY, ref = "#/components/parameters/Revision")
@ApiResponse(responseCode = "400", ref = "#/components/responses/BadOscalFormat")
@ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
@ProtectedRoute
@interface OscalQuery {
}
