package dev.stigservice.adapter.http.scap;

import dev.stigservice.adapter.http.ProtectedRoute;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What both protected SCAP routes take and answer besides their 200, said once for the OpenAPI document: the same
 * query (a {@code ScapBenchmarkQuery}: the slug and the revision), their 404, and what a protected route says.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@Parameter(name = "slug", in = ParameterIn.PATH, ref = "#/components/parameters/Slug")
@Parameter(name = "revision", in = ParameterIn.QUERY, ref = "#/components/parameters/ScapRevision")
@ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
@ProtectedRoute
@interface ScapQuery {
}
