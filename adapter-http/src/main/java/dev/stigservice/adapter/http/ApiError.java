package dev.stigservice.adapter.http;

import io.micronaut.http.HttpStatus;

import java.util.Arrays;

/** Every error the API answers, with the code and message the contract fixes for it. */
public enum ApiError {
    BAD_REQUEST(HttpStatus.BAD_REQUEST, "Bad request"),
    UNAUTHORIZED(HttpStatus.UNAUTHORIZED, "Missing or invalid Authorization header"),
    NOT_FOUND(HttpStatus.NOT_FOUND, "Not found"),
    METHOD_NOT_ALLOWED(HttpStatus.METHOD_NOT_ALLOWED, "Method not allowed"),
    /** An uploaded checklist of another benchmark. */
    CONFLICT(HttpStatus.CONFLICT, "Conflict"),
    /** A scan, well-formed, that cannot be used: of another benchmark, or naming no stored rule (RFC 9110 section 15.5.21). */
    UNPROCESSABLE_CONTENT(HttpStatus.UNPROCESSABLE_ENTITY, "Unprocessable content"),
    /** Oversized headers or body, refused by the server's limits (413 or 431). */
    PAYLOAD_TOO_LARGE(HttpStatus.REQUEST_ENTITY_TOO_LARGE, "Request too large"),
    /** A request line over its bound: its target is too long to read (RFC 9110 section 15.5.15). */
    URI_TOO_LONG(HttpStatus.REQUEST_URI_TOO_LONG, "Request-target too long"),
    INTERNAL_ERROR(HttpStatus.INTERNAL_SERVER_ERROR, "Internal server error"),
    /** A transfer coding or a method this server does not implement (RFC 9112 section 6.1, RFC 9110 section 9.1). */
    NOT_IMPLEMENTED(HttpStatus.NOT_IMPLEMENTED, "Not implemented"),
    SERVICE_UNAVAILABLE(HttpStatus.SERVICE_UNAVAILABLE, "Access management service unavailable, retry later");

    public final HttpStatus status;
    public final String defaultMessage;

    ApiError(HttpStatus status, String defaultMessage) {
        this.status = status;
        this.defaultMessage = defaultMessage;
    }

    /** The error for a status the framework produced itself (unknown route, wrong method, oversized request, ...). */
    static ApiError forStatus(int status) {
        if (status == 431) {
            return PAYLOAD_TOO_LARGE;
        }
        return Arrays.stream(values()).filter(error -> error.status.getCode() == status).findFirst()
                .orElse(status >= 500 ? INTERNAL_ERROR : BAD_REQUEST);
    }
}
