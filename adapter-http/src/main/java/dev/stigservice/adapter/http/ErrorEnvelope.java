package dev.stigservice.adapter.http;

import io.micronaut.serde.annotation.Serdeable;

/** The only shape an error body ever has: {@code {"error": {"code": "...", "message": "..."}}}. */
@Serdeable
public record ErrorEnvelope(Body error) {

    @Serdeable
    public record Body(String code, String message) {
    }

    public static ErrorEnvelope of(ApiError error, String message) {
        return new ErrorEnvelope(new Body(error.name(), message));
    }
}
