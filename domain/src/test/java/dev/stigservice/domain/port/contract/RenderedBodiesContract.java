package dev.stigservice.domain.port.contract;

import dev.stigservice.domain.model.ContentCoding;
import dev.stigservice.domain.model.RenderedBody;
import dev.stigservice.domain.port.RenderedBodies;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What every {@link RenderedBodies} does; an implementation's test extends this and says how to make one that keeps
 * at most a given number of bytes.
 */
public abstract class RenderedBodiesContract {

    protected static final int BODY_BYTES = 1000;

    /** A store that keeps at most {@code maxBytes} bytes of bodies. */
    protected abstract RenderedBodies bodies(long maxBytes);

    private final AtomicInteger renders = new AtomicInteger();

    /** A rendering of {@link #BODY_BYTES} incompressible bytes that takes a while and is counted. */
    private RenderedBody render(int seed) {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return renderAtOnce(seed);
    }

    /** The same without the while. */
    private RenderedBody renderAtOnce(int seed) {
        renders.incrementAndGet();
        byte[] bytes = new byte[BODY_BYTES];
        new java.util.Random(seed).nextBytes(bytes);
        return RenderedBody.of(bytes);
    }

    @Test
    void concurrentCallersForOneTagShareOneRendering() throws Exception {
        RenderedBodies bodies = bodies(1 << 20);
        CountDownLatch start = new CountDownLatch(1);
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<RenderedBody>> answers = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return bodies.get("shared", () -> render(1));
                }));
            }
            start.countDown();
            for (Future<RenderedBody> answer : answers) {
                assertThat(answer.get().representation(ContentCoding.IDENTITY).length()).isEqualTo(BODY_BYTES);
            }
        }
        assertThat(renders).hasValue(1);
    }

    @Test
    void aBodyIsRenderedOncePerTagUntilTheBoundPushesItOut() {
        RenderedBodies bodies = bodies(3 * BODY_BYTES);
        bodies.get("first", () -> render(0));
        bodies.get("first", () -> render(0));
        assertThat(renders).as("the second time it is kept").hasValue(1);
        for (int i = 1; i < 10; i++) {
            int seed = i;
            bodies.get("body-" + i, () -> render(seed));
        }
        bodies.get("first", () -> render(0));
        assertThat(renders).as("ten bodies do not fit in three bodies' bound").hasValue(11);
    }

    @Test
    void aBodyAskedForOftenStaysWhileManyAskedForOncePassThrough() {
        RenderedBodies bodies = bodies(10 * BODY_BYTES);
        for (int i = 1; i <= 6; i++) { // a store in use: more than half full (Caffeine counts how often only from there)
            int seed = -i;
            bodies.get("other-" + i, () -> renderAtOnce(seed));
        }
        for (int i = 0; i < 20; i++) {
            bodies.get("download", () -> renderAtOnce(0));
        }
        for (int i = 1; i <= 200; i++) { // twenty times the bound, each asked for once: one search after another
            int seed = i;
            bodies.get("search-" + i, () -> renderAtOnce(seed));
        }
        bodies.get("download", () -> renderAtOnce(0));
        assertThat(renders).as("the download is still kept: rendered once").hasValue(207);
    }

    @Test
    void aKeptBodyIsFoundWithoutRenderingAndAnUnknownTagIsNot() {
        RenderedBodies bodies = bodies(1 << 20);
        assertThat(bodies.kept("first")).isEmpty();
        RenderedBody rendered = bodies.get("first", () -> render(0));
        assertThat(bodies.kept("first")).containsSame(rendered);
        assertThat(renders).hasValue(1);
    }

    @Test
    void aBodyLargerThanTheWholeBoundIsAnsweredButNotKept() {
        RenderedBodies bodies = bodies(BODY_BYTES / 2);
        assertThat(bodies.get("large", () -> render(0)).length()).isEqualTo(BODY_BYTES);
        assertThat(bodies.kept("large")).isEmpty();
        bodies.get("large", () -> render(0));
        assertThat(renders).hasValue(2);
    }

    @Test
    void aRenderingThatFailsIsNotKept() {
        RenderedBodies bodies = bodies(1 << 20);
        assertThatThrownBy(() -> bodies.get("failing", () -> {
            throw new IllegalStateException("the store is gone");
        })).hasMessageContaining("the store is gone");
        assertThat(bodies.get("failing", () -> render(0)).length()).isEqualTo(BODY_BYTES);
    }
}
