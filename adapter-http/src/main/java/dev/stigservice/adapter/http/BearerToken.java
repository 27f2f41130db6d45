package dev.stigservice.adapter.http;

import io.swagger.v3.oas.annotations.security.SecurityRequirement;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A protected route, for the OpenAPI document: it asks for the {@code bearer} token of {@link ApiDefinition}'s scheme.
 * Every GET one says it through {@link ProtectedRoute}; the checklist upgrade, whose other answers are not those of a
 * GET route (no 304, its own 503), says it alone.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@SecurityRequirement(name = "bearer")
public @interface BearerToken {
}
