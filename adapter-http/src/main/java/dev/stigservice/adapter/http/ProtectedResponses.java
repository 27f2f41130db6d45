package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Rendition;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;

/** The response of every protected answer: the rendered attachment, or the error the core decided on. */
final class ProtectedResponses {

    private ProtectedResponses() {
    }

    static MutableHttpResponse<?> of(HttpRequest<?> request, ProtectedAnswer answer, RenderedExports rendered) {
        return switch (answer) {
            case ProtectedAnswer.Ready(Rendition<?> rendition) -> Attachments.of(request, rendition.entityTag(),
                    () -> rendered.body(rendition), rendition.format().mediaType(), rendition.fileName());
            case ProtectedAnswer.Unauthorized u -> ErrorResponses.of(request, ApiError.UNAUTHORIZED);
            case ProtectedAnswer.AuthorizationUnavailable u -> ErrorResponses.of(request, ApiError.SERVICE_UNAVAILABLE);
            case ProtectedAnswer.UnsupportedFormat unsupported -> ErrorResponses.invalidFormat(request, unsupported.supported());
            case ProtectedAnswer.BadRequest bad -> ErrorResponses.of(request, ApiError.BAD_REQUEST, bad.message());
            case ProtectedAnswer.NotFound notFound -> ErrorResponses.of(request, ApiError.NOT_FOUND, notFound.message());
            case ProtectedAnswer.Conflict conflict -> ErrorResponses.of(request, ApiError.CONFLICT, conflict.message());
        };
    }
}
