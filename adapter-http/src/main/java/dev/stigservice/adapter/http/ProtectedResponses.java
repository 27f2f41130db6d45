package dev.stigservice.adapter.http;

import dev.stigservice.adapter.http.delivery.DocumentDelivery;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import jakarta.inject.Singleton;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The response to every protected answer: a refusal in the error envelope, or the document, sent by
 * {@link DocumentDelivery}. Answered on the thread that completes the answer: the event loop when the token's verdict
 * was at hand and the document kept.
 */
@Singleton
public final class ProtectedResponses {

    private final DocumentDelivery delivery;

    ProtectedResponses(DocumentDelivery delivery) {
        this.delivery = delivery;
    }

    /** @param answer the use case's answer, asked once by the route */
    public CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, CompletionStage<ProtectedAnswer> answer) {
        CompletableFuture<ProtectedAnswer> answered = answer.toCompletableFuture();
        // The usual request's answer is at hand: composed only when it is not.
        return answered.isDone() && !answered.isCompletedExceptionally() ? send(request, answered.join())
                : answered.thenCompose(known -> send(request, known));
    }

    /** An answer at hand (an upload's, waited for). */
    public CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, ProtectedAnswer answer) {
        return switch (answer) {
            case Refusal refusal -> CompletableFuture.completedFuture(refused(request, refusal));
            case Reply reply -> delivery.send(request, reply);
        };
    }

    private static MutableHttpResponse<?> refused(HttpRequest<?> request, Refusal refusal) {
        ApiError error = switch (refusal) {
            case Refusal.Unauthorized u -> ApiError.UNAUTHORIZED;
            case Refusal.AuthorizationUnavailable u -> ApiError.SERVICE_UNAVAILABLE;
            case Refusal.UnsupportedFormat u -> ApiError.BAD_REQUEST;
            case Refusal.BadRequest b -> ApiError.BAD_REQUEST;
            case Refusal.NotFound n -> ApiError.NOT_FOUND;
            case Refusal.Conflict c -> ApiError.CONFLICT;
            case Refusal.Unusable u -> ApiError.UNPROCESSABLE_CONTENT;
            case Refusal.TooLarge t -> ApiError.PAYLOAD_TOO_LARGE;
            case Refusal.Busy b -> ApiError.SERVICE_UNAVAILABLE;
        };
        // A missing token is said in HTTP's words, which name the header it travels in; every other refusal says its own.
        String message = refusal instanceof Refusal.Unauthorized ? error.defaultMessage : refusal.message();
        MutableHttpResponse<?> response = ErrorResponses.of(request, error, message);
        if (sendsBody(request)) {
            // The body may be unread (refused before it was asked for): close instead of reading it to reach the next request.
            response.header(HttpHeaders.CONNECTION, "close");
        }
        return response;
    }

    private static boolean sendsBody(HttpRequest<?> request) {
        return request.getContentLength() > 0 || request.getHeaders().contains(HttpHeaders.TRANSFER_ENCODING);
    }
}
