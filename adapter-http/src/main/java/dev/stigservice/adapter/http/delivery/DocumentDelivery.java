package dev.stigservice.adapter.http.delivery;

import dev.stigservice.application.answer.Rendering;
import io.micronaut.core.propagation.PropagatedContext;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.scheduling.TaskExecutors;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Sends the document a protected use case answered with. In this order, each step only when the one before did not
 * answer: 304 when the client holds the version in the coding it prefers (nothing is loaded or rendered); the body
 * kept for that version, on the caller's thread; else the bytes the use case renders for that version, asked on the
 * blocking executor, encoded once and kept (concurrent first requests share that one rendering). An answer made for
 * one request is sent as it comes and not kept.
 */
@Singleton
public final class DocumentDelivery {

    /** Thrown inside a rendering whose version the use case no longer answers with: nothing is kept for it. */
    private static final class VersionGone extends RuntimeException {
        VersionGone() {
            super(null, null, false, false);
        }
    }

    private final EncodedBodies bodies;
    private final ExecutorService blocking;

    DocumentDelivery(EncodedBodies bodies, @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
        this.bodies = bodies;
        this.blocking = blocking;
    }

    /**
     * The response for {@code rendering} when nothing needs rendering, on the caller's thread: 304 when the client holds
     * the version, the bytes an answer made with its request carries, or the body kept for the version.
     */
    public Optional<MutableHttpResponse<?>> atHand(HttpRequest<?> request, Rendering rendering) {
        ConditionalResponses.Preconditions preconditions = ConditionalResponses.Preconditions.of(request);
        if (preconditions.holdsPreferred(rendering.version())) {
            return Optional.of(ConditionalResponses.privateNotModified(preconditions.preferred().tag(rendering.version())));
        }
        if (rendering.bytes() != null) {
            return Optional.of(respond(request, preconditions, rendering, EncodedBody.once(rendering.bytes())));
        }
        return rendering.reused() ? bodies.kept(rendering.version()).map(kept -> respond(request, preconditions, rendering, kept))
                : Optional.empty();
    }

    /**
     * The response for {@code rendering} once its bytes are rendered on the blocking executor (kept when it is reused),
     * or empty when the use case no longer answers with its version (the catalog changed between the answer and its
     * rendering): then the caller asks the use case again.
     *
     * @param render the use case's bytes of a version, empty when it no longer answers with that version; it blocks
     */
    public CompletionStage<Optional<MutableHttpResponse<?>>> rendered(HttpRequest<?> request, Rendering rendering,
                                                                       Function<String, Optional<byte[]>> render) {
        ConditionalResponses.Preconditions preconditions = ConditionalResponses.Preconditions.of(request);
        if (!rendering.reused()) {
            return onBlocking(() -> render.apply(rendering.version()).map(EncodedBody::once))
                    .thenApply(body -> body.map(encoded -> respond(request, preconditions, rendering, encoded)));
        }
        return onBlocking(() -> {
            try {
                return Optional.of(bodies.get(rendering.version(),
                        () -> EncodedBody.of(render.apply(rendering.version()).orElseThrow(VersionGone::new))));
            } catch (VersionGone gone) {
                return Optional.<EncodedBody>empty();
            }
        }).thenApply(body -> body.map(encoded -> respond(request, preconditions, rendering, encoded)));
    }

    /** With the request's context, so that what the rendering logs carries the request's id. */
    private <T> CompletableFuture<T> onBlocking(Supplier<T> work) {
        return CompletableFuture.supplyAsync(PropagatedContext.wrapCurrent(work), blocking);
    }

    private static MutableHttpResponse<?> respond(HttpRequest<?> request, ConditionalResponses.Preconditions preconditions,
                                                  Rendering rendering, EncodedBody body) {
        return ConditionalResponses.privateDocument(request, preconditions, rendering.version(), body, rendering.mediaType(),
                rendering.fileName());
    }
}
