package dev.stigservice.application.protection;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rendered documents the core keeps by version: rendered on the executor given, once per version, within a bound. */
class KeptDocumentsTest {

    /** Renderings wait here until a test runs them: so a test sees what was asked of the executor, and when. */
    private final List<Runnable> queued = new ArrayList<>();
    private final AtomicInteger renders = new AtomicInteger();

    private byte[] render(int size) {
        renders.incrementAndGet();
        return new byte[size];
    }

    private void runQueued() {
        List<Runnable> now = List.copyOf(queued);
        queued.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void aDocumentNotKeptIsRenderedOnTheExecutorAndConcurrentCallersShareIt() {
        KeptDocuments kept = new KeptDocuments(1_000, queued::add);
        CompletableFuture<byte[]> first = kept.bytes("v", () -> render(10));
        CompletableFuture<byte[]> second = kept.bytes("v", () -> render(10));
        assertThat(renders).as("nothing rendered on the caller's thread").hasValue(0);
        assertThat(first).isNotDone();
        assertThat(queued).as("one rendering for both").hasSize(1);
        runQueued();
        assertThat(first.join()).hasSize(10).isSameAs(second.join());
        assertThat(kept.bytes("v", () -> render(10))).as("kept: complete at once").isCompletedWithValue(first.join());
        assertThat(renders).hasValue(1);
        assertThat(kept.bytes()).isEqualTo(10);
    }

    @Test
    void theOldestAskedForOnceGoFirstPastTheBound() {
        KeptDocuments kept = new KeptDocuments(30, Runnable::run);
        kept.bytes("a", () -> render(10));
        kept.bytes("b", () -> render(10));
        kept.bytes("c", () -> render(10));
        kept.bytes("a", () -> render(10)); // a asked for again: b is now the least recent
        kept.bytes("d", () -> render(10));
        assertThat(renders).hasValue(4);
        kept.bytes("a", () -> render(10));
        kept.bytes("c", () -> render(10));
        assertThat(renders).as("a and c still kept").hasValue(4);
        kept.bytes("b", () -> render(10));
        assertThat(renders).as("b was forgotten").hasValue(5);
        assertThat(kept.bytes()).isLessThanOrEqualTo(30);
    }

    @Test
    void aDocumentAskedForAgainStaysWhileARunOfDocumentsAskedForOncePassesThrough() {
        KeptDocuments kept = new KeptDocuments(100, Runnable::run);
        kept.bytes("download", () -> render(10));
        kept.bytes("download", () -> render(10));
        for (int i = 0; i < 50; i++) {
            kept.bytes("lookup-" + i, () -> render(10));
        }
        kept.bytes("download", () -> render(10));
        assertThat(renders).as("the download rendered once (the least recently used would have gone)").hasValue(51);
        assertThat(kept.bytes()).isLessThanOrEqualTo(100);
    }

    @Test
    void aDocumentLargerThanTheWholeBoundIsAnsweredAndNotKept() {
        KeptDocuments kept = new KeptDocuments(30, Runnable::run);
        kept.bytes("small", () -> render(10));
        assertThat(kept.bytes("large", () -> render(31)).join()).hasSize(31);
        kept.bytes("large", () -> render(31));
        kept.bytes("small", () -> render(10));
        assertThat(renders).as("the large one twice, the small one kept").hasValue(3);
        assertThat(kept.bytes()).isEqualTo(10);
    }

    @Test
    void aRenderingThatFailsIsNotKept() {
        KeptDocuments kept = new KeptDocuments(30, Runnable::run);
        CompletableFuture<byte[]> failed = kept.bytes("v", () -> {
            throw new IllegalStateException("the store went away");
        });
        assertThatThrownBy(failed::join).hasCauseInstanceOf(IllegalStateException.class);
        assertThat(kept.bytes("v", () -> render(10)).join()).hasSize(10);
        assertThat(renders).hasValue(1);
    }

    @Test
    void aBoundOfNothingKeepsNothing() {
        KeptDocuments kept = new KeptDocuments(0, Runnable::run);
        kept.bytes("v", () -> render(1));
        kept.bytes("v", () -> render(1));
        assertThat(renders).hasValue(2);
        assertThat(kept.bytes()).isZero();
    }
}
