package dev.stigservice.adapter.http.feed;

import dev.stigservice.adapter.http.RouteResponses;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What the two forms of the release feed (JSON and Atom) take and answer besides their 200, said once for the OpenAPI
 * document: the same query parameters, parsed by one {@code ListReleasesQuery.parse}, and the same refusals.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@Parameter(name = "since", in = ParameterIn.QUERY, ref = "#/components/parameters/Since")
@Parameter(name = "limit", in = ParameterIn.QUERY, ref = "#/components/parameters/Limit")
@Parameter(name = "cursor", in = ParameterIn.QUERY, ref = "#/components/parameters/Cursor")
@Parameter(name = "benchmark", in = ParameterIn.QUERY, ref = "#/components/parameters/FeedBenchmarks")
@Parameter(name = "severity", in = ParameterIn.QUERY, ref = "#/components/parameters/FeedSeverity")
@ApiResponse(responseCode = "304", ref = "#/components/responses/NotModified")
@ApiResponse(responseCode = "400", ref = "#/components/responses/BadReleasesQuery")
@RouteResponses
@interface ReleasesQuery {
}
