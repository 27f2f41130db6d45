package dev.stigservice.adapter.http.delivery;

import dev.stigservice.application.answer.Reply;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The delivery of a reply on its own: 304, the encoded bodies it keeps, and what it sends as it comes. */
class DocumentDeliveryTest {

    private static final String VERSION = "0123456789abcdef0123456789abcdef";
    /** Compressible, so that gzip is kept beside it. */
    private static final byte[] BODY = "rule ".repeat(2000).getBytes(StandardCharsets.UTF_8);

    private final ExecutorService blocking = Executors.newVirtualThreadPerTaskExecutor();

    @AfterEach
    void stop() {
        blocking.close();
    }

    private static Reply reply(String version, boolean reused) {
        return new Reply(version, "text/csv", "rhel-9-stig-v2r8.csv", reused, BODY.clone());
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
    void aClientHoldingTheVersionIs304AndNothingIsEncodedForIt() {
        EncodedBodies bodies = new EncodedBodies(1 << 20);
        DocumentDelivery delivery = new DocumentDelivery(bodies, blocking);
        MutableHttpResponse<?> held = sent(delivery.send(HttpRequest.GET("/").header("If-None-Match", "\"other\", \"" + VERSION + "\""),
                reply(VERSION, true)));
        assertThat(held.code()).isEqualTo(304);
        assertThat(held.getHeaders().get("ETag")).isEqualTo("\"" + VERSION + "\"");
        assertThat(held.getHeaders().getAll("Vary")).containsExactly("Authorization", "Accept-Encoding");

        MutableHttpResponse<?> gzipHeld = sent(delivery.send(HttpRequest.GET("/").header("Accept-Encoding", "gzip")
                .header("If-None-Match", "\"" + VERSION + "-gzip\""), reply(VERSION, true)));
        assertThat(gzipHeld.code()).as("the coding it prefers, by its own tag").isEqualTo(304);
        assertThat(bodies.kept(VERSION)).as("nothing encoded for a client that holds it").isEmpty();
    }

    @Test
    void fiftyConcurrentFirstRequestsShareOneEncodingKeptOffTheHeap() {
        EncodedBodies bodies = new EncodedBodies(1 << 20);
        DocumentDelivery delivery = new DocumentDelivery(bodies, blocking);
        List<CompletionStage<MutableHttpResponse<?>>> responses = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            responses.add(delivery.send(HttpRequest.GET("/").header("Accept-Encoding", i % 2 == 0 ? "gzip" : "identity"),
                    reply(VERSION, true)));
        }
        List<ByteBuffer> gzipped = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            MutableHttpResponse<?> response = sent(responses.get(i));
            assertThat(response.code()).isEqualTo(200);
            assertThat(response.getHeaders().get("ETag")).isEqualTo(i % 2 == 0 ? "\"" + VERSION + "-gzip\"" : "\"" + VERSION + "\"");
            assertThat(response.getHeaders().get("Content-Disposition")).isEqualTo("attachment; filename=\"rhel-9-stig-v2r8.csv\"");
            if (i % 2 == 0) {
                gzipped.add(((Representation) response.body()).bytes());
            }
        }
        EncodedBody kept = bodies.kept(VERSION).orElseThrow();
        ByteBuffer keptGzip = kept.representation(ContentCoding.GZIP).bytes();
        assertThat(gzipped).as("every gzip response sends the kept encoding, off the heap")
                .allSatisfy(view -> assertThat(view.isDirect() && view.equals(keptGzip)).isTrue());
        assertThat(bytes(sent(delivery.send(HttpRequest.GET("/"), reply(VERSION, true))))).isEqualTo(BODY);
        assertThat(bodies.kept(VERSION)).containsSame(kept);
    }

    @Test
    void aDocumentMadeForOneRequestIsSentAsItComesAndNotKept() {
        EncodedBodies bodies = new EncodedBodies(1 << 20);
        DocumentDelivery delivery = new DocumentDelivery(bodies, blocking);
        MutableHttpResponse<?> response = sent(delivery.send(HttpRequest.POST("/", "").header("Accept-Encoding", "gzip"), reply("once", false)));
        assertThat(((Representation) response.body()).coding()).as("sent as rendered").isEqualTo(ContentCoding.IDENTITY);
        assertThat(bytes(response)).isEqualTo(BODY);
        assertThat(bodies.kept("once")).isEmpty();
    }

    @Test
    void theKeptBodiesStayWithinTheirBound() {
        int both = EncodedBody.of(BODY).length();
        EncodedBodies bodies = new EncodedBodies(2L * both);
        DocumentDelivery delivery = new DocumentDelivery(bodies, blocking);
        for (int i = 0; i < 5; i++) {
            sent(delivery.send(HttpRequest.GET("/"), reply("v" + i, true)));
        }
        long kept = IntStream.range(0, 5).filter(i -> bodies.kept("v" + i).isPresent()).count();
        assertThat(kept).as("five bodies do not fit in two bodies' bound").isBetween(1L, 2L);

        EncodedBodies none = new EncodedBodies(0);
        sent(new DocumentDelivery(none, blocking).send(HttpRequest.GET("/"), reply(VERSION, true)));
        assertThat(none.kept(VERSION)).as("a bound of 0 keeps nothing").isEmpty();
    }
}
