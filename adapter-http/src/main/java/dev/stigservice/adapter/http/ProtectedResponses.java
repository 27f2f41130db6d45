package dev.stigservice.adapter.http;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.application.answer.ProtectedAnswer;
import io.micronaut.core.propagation.PropagatedContext;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;

/** The response of every protected answer: the bytes the core rendered, "not modified", or the error the core decided on. */
final class ProtectedResponses {

    private ProtectedResponses() {
    }

    /**
     * A protected GET route's answer: asked first on the event loop without waiting, and sent from there when the
     * token's verdict and the body are at hand (the usual case); asked again on {@code blocking} only when the core
     * would have to call the access-management service or render, with the request's context (its id in the logs).
     *
     * @param ask the use case, given the request's conditions
     */
    static CompletionStage<MutableHttpResponse<?>> answer(HttpRequest<?> request, Function<Conditions, ProtectedAnswer> ask,
                                                        Executor blocking) {
        Conditions conditions = ProtectedRequests.conditions(request);
        ProtectedAnswer answer = ask.apply(conditions);
        if (!(answer instanceof ProtectedAnswer.WouldWait)) {
            return CompletableFuture.completedFuture(of(request, answer));
        }
        Supplier<MutableHttpResponse<?>> waiting = () -> of(request, ask.apply(conditions.waiting()));
        return CompletableFuture.supplyAsync(PropagatedContext.wrapCurrent(waiting), blocking);
    }

    static MutableHttpResponse<?> of(HttpRequest<?> request, ProtectedAnswer answer) {
        MutableHttpResponse<?> response = switch (answer) {
            case ProtectedAnswer.Ready ready -> Attachments.ready(request, ready);
            case ProtectedAnswer.NotModified notModified -> Attachments.notModified(notModified);
            case ProtectedAnswer.Unauthorized u -> ErrorResponses.of(request, ApiError.UNAUTHORIZED);
            case ProtectedAnswer.AuthorizationUnavailable u -> ErrorResponses.of(request, ApiError.SERVICE_UNAVAILABLE);
            case ProtectedAnswer.UnsupportedFormat unsupported -> ErrorResponses.invalidFormat(request, unsupported.supported());
            case ProtectedAnswer.BadRequest bad -> ErrorResponses.of(request, ApiError.BAD_REQUEST, bad.message());
            case ProtectedAnswer.NotFound notFound -> ErrorResponses.of(request, ApiError.NOT_FOUND, notFound.message());
            case ProtectedAnswer.Conflict conflict -> ErrorResponses.of(request, ApiError.CONFLICT, conflict.message());
            case ProtectedAnswer.TooLarge tooLarge -> ErrorResponses.of(request, ApiError.PAYLOAD_TOO_LARGE,
                    "The upload is larger than " + tooLarge.maxBytes() + " bytes");
            case ProtectedAnswer.Busy busy -> ErrorResponses.of(request, ApiError.SERVICE_UNAVAILABLE, busy.message());
            case ProtectedAnswer.WouldWait wouldWait -> throw new IllegalStateException("a protected answer is sent once it may wait");
        };
        if (!(answer instanceof ProtectedAnswer.Ready || answer instanceof ProtectedAnswer.NotModified) && sendsBody(request)) {
            // The body may be unread (refused before it was asked for): close instead of reading it to reach the next request.
            response.header(HttpHeaders.CONNECTION, "close");
        }
        return response;
    }

    private static boolean sendsBody(HttpRequest<?> request) {
        return request.getContentLength() > 0 || request.getHeaders().contains(HttpHeaders.TRANSFER_ENCODING);
    }
}
