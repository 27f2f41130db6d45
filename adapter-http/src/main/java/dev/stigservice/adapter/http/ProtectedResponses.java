package dev.stigservice.adapter.http;

import dev.stigservice.adapter.http.delivery.DocumentDelivery;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Rendering;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import jakarta.inject.Singleton;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The response to every protected answer: a refusal in the error envelope, or the document, sent by
 * {@link DocumentDelivery}. Answered on the thread that completes the answer: the event loop when the token's verdict
 * was at hand and the body is kept.
 */
@Singleton
public final class ProtectedResponses {

    /** The catalog changed twice while one request was answered. */
    private static final Refusal CHANGING = new Refusal.Busy("The catalog is changing, retry shortly");

    private final DocumentDelivery delivery;

    ProtectedResponses(DocumentDelivery delivery) {
        this.delivery = delivery;
    }

    /**
     * @param query  what the request asks, read from it by the route
     * @param ask    the use case, asked here with the query; asked once more only when the version it answered is gone by
     *               the time it is rendered (the catalog changed in between)
     * @param render the use case's bytes of the query's answer in the version it answered with (empty when that version
     *               is gone)
     */
    public <Q> CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, Q query,
                                                            Function<Q, CompletionStage<ProtectedAnswer>> ask,
                                                            BiFunction<Q, String, Optional<byte[]>> render) {
        return send(request, () -> ask.apply(query), version -> render.apply(query, version), true);
    }

    /** An answer made with its request (an upload's): sent as it is. */
    public CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, ProtectedAnswer answer) {
        return send(request, () -> CompletableFuture.completedFuture(answer), version -> Optional.empty(), false);
    }

    private CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, Supplier<CompletionStage<ProtectedAnswer>> ask,
                                                         Function<String, Optional<byte[]>> render, boolean mayAskAgain) {
        CompletableFuture<ProtectedAnswer> answer = ask.get().toCompletableFuture();
        // The usual request's answer is at hand: composed only when it is not.
        return answer.isDone() && !answer.isCompletedExceptionally() ? respond(request, answer.join(), ask, render, mayAskAgain)
                : answer.thenCompose(answered -> respond(request, answered, ask, render, mayAskAgain));
    }

    private CompletionStage<MutableHttpResponse<?>> respond(HttpRequest<?> request, ProtectedAnswer answer,
                                                            Supplier<CompletionStage<ProtectedAnswer>> ask,
                                                            Function<String, Optional<byte[]>> render, boolean mayAskAgain) {
        return switch (answer) {
            case Refusal refusal -> CompletableFuture.completedFuture(refused(request, refusal));
            case Rendering rendering -> {
                Optional<MutableHttpResponse<?>> atHand = delivery.atHand(request, rendering);
                yield atHand.isPresent() ? CompletableFuture.completedFuture(atHand.get())
                        : delivery.rendered(request, rendering, render).thenCompose(sent -> sent
                                .<CompletionStage<MutableHttpResponse<?>>>map(CompletableFuture::completedFuture)
                                .orElseGet(() -> mayAskAgain ? send(request, ask, render, false)
                                        : CompletableFuture.completedFuture(refused(request, CHANGING))));
            }
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
