package dev.stigservice.adapter.http.delivery;

import dev.stigservice.application.answer.Reply;
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
 * Sends the document a protected use case answered with. In this order: 304 when the client holds the version in the
 * coding it prefers; the encoded body kept for that version, on the caller's thread; else the reply's bytes encoded on
 * the blocking executor, once, and kept (concurrent first requests share that one encoding). A document made for one
 * request is sent as it comes and not kept.
 */
@Singleton
public final class DocumentDelivery {

    private final EncodedBodies bodies;
    private final ExecutorService blocking;

    DocumentDelivery(EncodedBodies bodies, @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
        this.bodies = bodies;
        this.blocking = blocking;
    }

    public CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, Reply reply) {
        ConditionalResponses.Preconditions preconditions = ConditionalResponses.Preconditions.of(request);
        if (preconditions.holdsPreferred(reply.version())) {
            return CompletableFuture.completedFuture(ConditionalResponses.privateNotModified(preconditions.preferred().tag(reply.version())));
        }
        if (!reply.reused()) {
            return CompletableFuture.completedFuture(respond(request, preconditions, reply, EncodedBody.once(reply.bytes())));
        }
        Optional<EncodedBody> kept = bodies.kept(reply.version());
        if (kept.isPresent()) {
            return CompletableFuture.completedFuture(respond(request, preconditions, reply, kept.get()));
        }
        // Gzipping at the best compression takes time the caller may owe other requests; the request's context goes along.
        Supplier<MutableHttpResponse<?>> encoded = () -> respond(request, preconditions, reply,
                bodies.get(reply.version(), () -> EncodedBody.of(reply.bytes())));
        return CompletableFuture.supplyAsync(PropagatedContext.wrapCurrent(encoded), blocking);
    }

    private static MutableHttpResponse<?> respond(HttpRequest<?> request, ConditionalResponses.Preconditions preconditions,
                                                  Reply reply, EncodedBody body) {
        return ConditionalResponses.privateDocument(request, preconditions, reply.version(), body, reply.mediaType(),
                reply.fileName());
    }
}
