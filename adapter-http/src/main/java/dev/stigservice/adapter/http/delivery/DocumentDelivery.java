package dev.stigservice.adapter.http.delivery;

import dev.stigservice.application.answer.RenderDocumentUseCase;
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
import java.util.function.Supplier;

/**
 * Sends the document a protected use case answered with. In this order, each step only when the one before did not
 * answer: 304 when the client holds the version in the coding it prefers (nothing is loaded or rendered); the body
 * kept for that version, on the caller's thread; else the bytes asked of {@link RenderDocumentUseCase} on the blocking
 * executor, encoded once and kept (concurrent first requests share that one rendering). The answer to one upload is
 * rendered for its request alone and not kept.
 */
@Singleton
public final class DocumentDelivery {

    private final EncodedBodies bodies;
    private final RenderDocumentUseCase renderDocument;
    private final ExecutorService blocking;

    DocumentDelivery(EncodedBodies bodies, RenderDocumentUseCase renderDocument, @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
        this.bodies = bodies;
        this.renderDocument = renderDocument;
        this.blocking = blocking;
    }

    public CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, Rendering rendering) {
        ConditionalResponses.Preconditions preconditions = ConditionalResponses.Preconditions.of(request);
        if (preconditions.holdsPreferred(rendering.version())) {
            return CompletableFuture.completedFuture(ConditionalResponses.privateNotModified(preconditions.preferred().tag(rendering.version())));
        }
        if (!rendering.reused()) {
            return rendered(() -> EncodedBody.once(renderDocument.render(rendering)))
                    .thenApply(body -> respond(request, preconditions, rendering, body));
        }
        Optional<EncodedBody> kept = bodies.kept(rendering.version());
        if (kept.isPresent()) {
            return CompletableFuture.completedFuture(respond(request, preconditions, rendering, kept.get()));
        }
        return rendered(() -> bodies.get(rendering.version(), () -> EncodedBody.of(renderDocument.render(rendering))))
                .thenApply(body -> respond(request, preconditions, rendering, body));
    }

    /** With the request's context, so that what the rendering logs carries the request's id. */
    private CompletableFuture<EncodedBody> rendered(Supplier<EncodedBody> render) {
        return CompletableFuture.supplyAsync(PropagatedContext.wrapCurrent(render), blocking);
    }

    private static MutableHttpResponse<?> respond(HttpRequest<?> request, ConditionalResponses.Preconditions preconditions,
                                                  Rendering rendering, EncodedBody body) {
        return ConditionalResponses.privateDocument(request, preconditions, rendering.version(), body, rendering.mediaType(),
                rendering.fileName());
    }
}
