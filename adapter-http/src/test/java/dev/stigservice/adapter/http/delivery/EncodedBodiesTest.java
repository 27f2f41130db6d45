package dev.stigservice.adapter.http.delivery;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The encoded bodies kept by version: one rendering per version, within a bound on their bytes. */
class EncodedBodiesTest {

    private static final int BODY_BYTES = 1000;

    private static EncodedBodies bodies(long maxBytes) {
        return new EncodedBodies(maxBytes);
    }

    private static EncodedBody get(EncodedBodies bodies, String version, Supplier<EncodedBody> render) {
        return bodies.get(version, render);
    }

    private final AtomicInteger renders = new AtomicInteger();

    /** A rendering of {@link #BODY_BYTES} incompressible bytes that takes a while and is counted. */
    private EncodedBody render(int seed) {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return renderAtOnce(seed);
    }

    /** The same without the while. */
    private EncodedBody renderAtOnce(int seed) {
        renders.incrementAndGet();
        byte[] bytes = new byte[BODY_BYTES];
        new java.util.Random(seed).nextBytes(bytes);
        return EncodedBody.of(bytes);
    }

    @Test
    void concurrentCallersForOneTagShareOneRendering() throws Exception {
        EncodedBodies bodies = bodies(1 << 20);
        CountDownLatch start = new CountDownLatch(1);
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<EncodedBody>> answers = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return get(bodies, "shared", () -> render(1));
                }));
            }
            start.countDown();
            for (Future<EncodedBody> answer : answers) {
                assertThat(answer.get().representation(ContentCoding.IDENTITY).length()).isEqualTo(BODY_BYTES);
            }
        }
        assertThat(renders).hasValue(1);
    }

    @Test
    void aBodyIsRenderedOncePerTagUntilTheBoundPushesItOut() {
        EncodedBodies bodies = bodies(3 * BODY_BYTES);
        get(bodies, "first", () -> render(0));
        get(bodies, "first", () -> render(0));
        assertThat(renders).as("the second time it is kept").hasValue(1);
        for (int i = 1; i < 10; i++) {
            int seed = i;
            get(bodies, "body-" + i, () -> render(seed));
        }
        get(bodies, "first", () -> render(0));
        assertThat(renders).as("ten bodies do not fit in three bodies' bound").hasValue(11);
    }

    @Test
    void aBodyAskedForOftenStaysWhileManyAskedForOncePassThrough() {
        EncodedBodies bodies = bodies(10 * BODY_BYTES);
        for (int i = 1; i <= 6; i++) { // a store in use: more than half full (Caffeine counts how often only from there)
            int seed = -i;
            get(bodies, "other-" + i, () -> renderAtOnce(seed));
        }
        for (int i = 0; i < 20; i++) {
            get(bodies, "download", () -> renderAtOnce(0));
        }
        for (int i = 1; i <= 200; i++) { // twenty times the bound, each asked for once: one search after another
            int seed = i;
            get(bodies, "search-" + i, () -> renderAtOnce(seed));
        }
        get(bodies, "download", () -> renderAtOnce(0));
        assertThat(renders).as("the download is still kept: rendered once").hasValue(207);
    }

    @Test
    void aKeptBodyIsFoundWithoutRenderingAndAnUnknownTagIsNot() {
        EncodedBodies bodies = bodies(1 << 20);
        assertThat(bodies.kept("first")).isEmpty();
        EncodedBody rendered = get(bodies, "first", () -> render(0));
        assertThat(bodies.kept("first")).containsSame(rendered);
        assertThat(renders).hasValue(1);
    }

    @Test
    void aBodyLargerThanTheWholeBoundIsAnsweredButNotKept() {
        EncodedBodies bodies = bodies(BODY_BYTES / 2);
        assertThat(get(bodies, "large", () -> render(0)).length()).isEqualTo(BODY_BYTES);
        assertThat(bodies.kept("large")).isEmpty();
        get(bodies, "large", () -> render(0));
        assertThat(renders).hasValue(2);
    }

    @Test
    void aRenderingThatFailsIsNotKept() {
        EncodedBodies bodies = bodies(1 << 20);
        assertThatThrownBy(() -> get(bodies, "failing", () -> {
            throw new IllegalStateException("the store is gone");
        })).hasMessageContaining("the store is gone");
        assertThat(get(bodies, "failing", () -> render(0)).length()).isEqualTo(BODY_BYTES);
    }
}
