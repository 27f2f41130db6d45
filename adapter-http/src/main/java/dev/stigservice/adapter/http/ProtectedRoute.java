package dev.stigservice.adapter.http;

import io.swagger.v3.oas.annotations.responses.ApiResponse;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What every protected GET route says besides its own, once for the OpenAPI document: the token it asks for
 * ({@link BearerToken}), and its answers 304 (the tag still matches), 401 (the token is checked first), 503 (access
 * management unavailable) and those of {@link RouteResponses}. A route adds the answers that are its own: 200, 400
 * and 404. It documents; it checks nothing: the token is checked by the use case, through {@code AccessFirstAnswers}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@BearerToken
@ApiResponse(responseCode = "304", ref = "#/components/responses/NotModified")
@ApiResponse(responseCode = "401", ref = "#/components/responses/Unauthorized")
@ApiResponse(responseCode = "503", ref = "#/components/responses/Unavailable")
@RouteResponses
public @interface ProtectedRoute {
}
