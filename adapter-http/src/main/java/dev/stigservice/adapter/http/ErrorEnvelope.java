package dev.stigservice.adapter.http;

import io.micronaut.serde.annotation.Serdeable;

/** The only shape an error body ever has: {@code {"error": {"code": "...", "message": "..."}}}. */
@Serdeable
record ErrorEnvelope(Body error) {

    @Serdeable
    record Body(String code, String message) {
    }

    static ErrorEnvelope of(ApiError error, String message) {
        return new ErrorEnvelope(new Body(error.name(), message));
    }
}
