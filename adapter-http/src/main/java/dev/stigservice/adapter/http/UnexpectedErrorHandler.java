package dev.stigservice.adapter.http;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Anything a handler did not expect: 500 with a fixed message; the details go to the log only. */
@Singleton
@Requires(classes = {Exception.class, ExceptionHandler.class})
final class UnexpectedErrorHandler implements ExceptionHandler<Exception, HttpResponse<?>> {

    private static final Logger LOG = LoggerFactory.getLogger(UnexpectedErrorHandler.class);

    @Override
    public HttpResponse<?> handle(HttpRequest request, Exception exception) {
        LOG.error("Unexpected error answering {} {}", request.getMethod(), request.getPath(), exception);
        return ErrorResponses.of(request, ApiError.INTERNAL_ERROR);
    }
}
