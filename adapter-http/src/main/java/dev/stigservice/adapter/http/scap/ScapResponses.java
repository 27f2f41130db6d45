package dev.stigservice.adapter.http.scap;

import dev.stigservice.adapter.http.ProtectedRouteResponses;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The answers both protected SCAP routes give besides their 200, said once for the OpenAPI document: their 404, and a protected route's. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@ApiResponse(responseCode = "404", ref = "#/components/responses/NotFound")
@ProtectedRouteResponses
@interface ScapResponses {
}
