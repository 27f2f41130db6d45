package dev.stigservice.adapter.http.delivery;

import dev.stigservice.application.answer.Rendering;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/** The delivery of a rendering on its own: what it asks the core for, and when. */
class DocumentDeliveryTest {

    private static final String VERSION = "0123456789abcdef0123456789abcdef";
    /** Compressible, so that gzip is kept beside it. */
    private static final byte[] BODY = "rule ".repeat(2000).getBytes(StandardCharsets.UTF_8);

    private final AtomicInteger renders = new AtomicInteger();
    private final CountDownLatch renderingMayEnd = new CountDownLatch(1);
    /** The use case's bytes of a version: any version but "gone" is still answered. */
    private final Function<String, Optional<byte[]>> core = version -> {
        renders.incrementAndGet();
        try {
            renderingMayEnd.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return version.equals("gone") ? Optional.empty() : Optional.of(BODY.clone());
    };
    private final ExecutorService blocking = Executors.newVirtualThreadPerTaskExecutor();

    @AfterEach
    void stop() {
        blocking.close();
    }

    /** The delivery with its bound, as a route uses it: every send renders through {@link #core}. */
    private record Delivery(DocumentDelivery delivery, Function<String, Optional<byte[]>> core) {
        CompletionStage<MutableHttpResponse<?>> send(HttpRequest<?> request, Rendering rendering) {
            return delivery.atHand(request, rendering).<CompletionStage<MutableHttpResponse<?>>>map(CompletableFuture::completedFuture)
                    .orElseGet(() -> delivery.rendered(request, rendering, core).thenApply(Optional::orElseThrow));
        }
    }

    private Delivery delivery(long maxBytes) {
        return new Delivery(new DocumentDelivery(new EncodedBodies(maxBytes), blocking), core);
    }

    private static Rendering rendering(String version, boolean reused) {
        return new Rendering(version, "text/csv", "rhel-9-stig-v2r8.csv", reused);
    }

    private static MutableHttpResponse<?> sent(CompletionStage<MutableHttpResponse<?>> response) {
        return response.toCompletableFuture().join();
    }

    private static byte[] bytes(MutableHttpResponse<?> response) {
        ByteBuffer body = ((Representation) response.body()).bytes().duplicate();
        byte[] read = new byte[body.remaining()];
        body.get(read);
        return read;
    }

    @Test
    void aClientHoldingTheVersionIs304BeforeAnythingIsRendered() {
        renderingMayEnd.countDown();
        MutableHttpResponse<?> held = sent(delivery(1 << 20).send(HttpRequest.GET("/").header("If-None-Match", "\"other\", \"" + VERSION + "\""),
                rendering(VERSION, true)));
        assertThat(held.code()).isEqualTo(304);
        assertThat(held.getHeaders().get("ETag")).isEqualTo("\"" + VERSION + "\"");
        assertThat(held.getHeaders().getAll("Vary")).containsExactly("Authorization", "Accept-Encoding");
        assertThat(renders).as("nothing rendered for it").hasValue(0);

        MutableHttpResponse<?> gzipHeld = sent(delivery(1 << 20).send(HttpRequest.GET("/").header("Accept-Encoding", "gzip")
                .header("If-None-Match", "\"" + VERSION + "-gzip\""), rendering(VERSION, true)));
        assertThat(gzipHeld.code()).as("the coding it prefers, by its own tag").isEqualTo(304);
        assertThat(renders).hasValue(0);
    }

    @Test
    void fiftyConcurrentFirstRequestsShareOneRenderingAndGzipIsMadeOnce() throws Exception {
        Delivery delivery = delivery(1 << 20);
        List<CompletionStage<MutableHttpResponse<?>>> responses = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            responses.add(delivery.send(HttpRequest.GET("/").header("Accept-Encoding", i % 2 == 0 ? "gzip" : "identity"),
                    rendering(VERSION, true)));
        }
        renderingMayEnd.countDown();
        for (int i = 0; i < 50; i++) {
            MutableHttpResponse<?> response = sent(responses.get(i));
            assertThat(response.code()).isEqualTo(200);
            assertThat(response.getHeaders().get("ETag")).isEqualTo(i % 2 == 0 ? "\"" + VERSION + "-gzip\"" : "\"" + VERSION + "\"");
            assertThat(response.getHeaders().get("Content-Disposition")).isEqualTo("attachment; filename=\"rhel-9-stig-v2r8.csv\"");
        }
        assertThat(renders).as("one version, one rendering").hasValue(1);
        Representation first = (Representation) sent(responses.get(0)).body();
        Representation again = (Representation) sent(delivery.send(HttpRequest.GET("/").header("Accept-Encoding", "gzip"),
                rendering(VERSION, true))).body();
        assertThat(again.coding()).isEqualTo(ContentCoding.GZIP);
        assertThat(again.bytes()).as("the same gzip bytes: compressed once").isEqualTo(first.bytes());
        assertThat(first.bytes().isDirect()).isTrue();
        assertThat(renders).hasValue(1);
        assertThat(bytes(sent(delivery.send(HttpRequest.GET("/"), rendering(VERSION, true))))).isEqualTo(BODY);
    }

    @Test
    void anUploadsAnswerIsRenderedForItsRequestAloneAndNotKept() {
        renderingMayEnd.countDown();
        Delivery delivery = delivery(1 << 20);
        MutableHttpResponse<?> response = sent(delivery.send(HttpRequest.POST("/", "").header("Accept-Encoding", "gzip"), rendering("once", false)));
        assertThat(((Representation) response.body()).coding()).as("sent as rendered").isEqualTo(ContentCoding.IDENTITY);
        sent(delivery.send(HttpRequest.POST("/", ""), rendering("once", false)));
        assertThat(renders).hasValue(2);
    }

    @Test
    void theKeptBodiesStayWithinTheirBound() {
        renderingMayEnd.countDown();
        int both = EncodedBody.of(BODY).length();
        Delivery delivery = delivery(2L * both);
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 5; i++) {
                sent(delivery.send(HttpRequest.GET("/"), rendering("v" + i, true)));
            }
        }
        assertThat(renders.get()).as("five bodies do not fit in two bodies' bound, two do").isBetween(8, 9);

        int before = renders.get();
        Delivery none = delivery(0);
        sent(none.send(HttpRequest.GET("/"), rendering(VERSION, true)));
        sent(none.send(HttpRequest.GET("/"), rendering(VERSION, true)));
        assertThat(renders.get()).as("a bound of 0 keeps nothing").isEqualTo(before + 2);
    }
}
