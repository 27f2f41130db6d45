package dev.stigservice.adapter.http;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;


/** Builds error responses in the envelope, with the headers each error needs. */
public final class ErrorResponses {

    /** Seconds a client should wait before retrying when access management is unavailable. */
    static final String RETRY_AFTER_SECONDS = "5";

    private ErrorResponses() {
    }

    public static MutableHttpResponse<?> of(HttpRequest<?> request, ApiError error) {
        return of(request, error, error.defaultMessage);
    }

    public static MutableHttpResponse<?> of(HttpRequest<?> request, ApiError error, String message) {
        return decorate(request, HttpResponse.status(error.status), error, message);
    }

    /** Turns any response into the envelope for {@code error}: body (not for HEAD), content type and error headers. */
    static <T> MutableHttpResponse<?> decorate(HttpRequest<?> request, MutableHttpResponse<T> response, ApiError error, String message) {
        if (error == ApiError.UNAUTHORIZED) {
            response.header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"stigs\"");
        } else if (error == ApiError.SERVICE_UNAVAILABLE) {
            response.header(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS);
        }
        if (request.getMethod() == HttpMethod.HEAD) {
            return response;
        }
        return response.body(ErrorEnvelope.of(error, message)).contentType(MediaType.APPLICATION_JSON_TYPE);
    }
}
