package dev.stigservice.adapter.http;

import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The answers every route gives besides its own, said once for the OpenAPI document: 405, 413 (headers or a declared
 * body over their bounds), 414 (request line over its bound) and 500. A route adds the answers that are its own; one
 * it gives for a code named here (the upload's 413) wins, since micronaut-openapi keeps the first answer per code and
 * takes a method's own before its meta-annotations'.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@ApiResponse(responseCode = "405", ref = "#/components/responses/MethodNotAllowed")
@ApiResponse(responseCode = "413", ref = "#/components/responses/PayloadTooLarge")
@ApiResponse(responseCode = "414", ref = "#/components/responses/UriTooLong")
@ApiResponse(responseCode = "500", ref = "#/components/responses/InternalError")
public @interface RouteResponses {
}
