package dev.stigservice.adapter.http;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;

/**
 * Every error the framework answers by itself (unknown route, wrong method, unreadable request) gets
 * the API's envelope instead of Micronaut's default body, so clients see one error shape everywhere.
 * The framework's own message is never shown: it may name internals.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
final class EnvelopeErrorResponseProcessor implements ErrorResponseProcessor<Object> {

    @Override
    @SuppressWarnings("unchecked")
    public MutableHttpResponse<Object> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
        ApiError error = ApiError.forStatus(response.code());
        return (MutableHttpResponse<Object>) ErrorResponses.decorate(context.getRequest(), response, error, error.defaultMessage);
    }
}
