package dev.stigservice.adapter.http.lookup;

import dev.stigservice.adapter.http.ProtectedRoute;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The answers the three lookups give besides their 200, said once for the OpenAPI document: their 400 and 404, and what a protected route says. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@ApiResponse(responseCode = "400", ref = "#/components/responses/BadLookup")
@ApiResponse(responseCode = "404", ref = "#/components/responses/LookupNotFound")
@ProtectedRoute
@interface LookupResponses {
}
