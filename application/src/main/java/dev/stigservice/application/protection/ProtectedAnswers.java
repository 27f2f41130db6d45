package dev.stigservice.application.protection;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.port.Renderer;

import java.io.InputStream;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one order of every protected answer, the contract's: the token (refused, or access management unavailable),
 * then the use, which checks the format asked for and the benchmark through {@link #about} and decides the rest; a
 * request's body is read last, with {@link #read}. The answer is a refusal or the document with its bytes, asked for
 * once. A new protected answer is a renderer (a {@link Formats} of them when it has several formats), a use case that
 * calls these methods, and a route.
 */
public interface ProtectedAnswers {

    /** Complete at once when the token's verdict is at hand and the document refused or kept; {@code use} runs after access. */
    CompletionStage<ProtectedAnswer> answer(Credentials credentials, Supplier<Decision> use);

    /**
     * The answer to a request with a body, waited for (reading a body waits anyway): the same checks in the same order;
     * {@code use} reads the body, after its own checks, with {@link #read}, which refuses any other upload and any other time.
     */
    default ProtectedAnswer answer(Credentials credentials, Upload upload, Supplier<Decision> use) {
        return answer(credentials, List.of(upload), use);
    }

    /** The answer to a request whose body comes in parts (a scan's results, then a checklist): each read as {@link #answer} reads one. */
    ProtectedAnswer answer(Credentials credentials, List<Upload> uploads, Supplier<Decision> use);

    /**
     * For a {@code use} about one benchmark, called from it: the format asked for, then the benchmark, then the use with
     * the chosen renderer and the revision the slug serves.
     *
     * @param format the format name as sent
     * @param slug   the slug as sent, not yet validated
     */
    <R extends Renderer<?>> Decision about(String format, Formats<R> formats, String slug,
                                           BiFunction<RegisteredRenderer<R>, BenchmarkSummary, Decision> use);

    /**
     * Reads the body of a request whose answer is being decided and gives its bytes to {@code use}; too large, no room
     * among the uploads in flight and cut short are refused without calling it.
     *
     * @throws IllegalStateException when {@code upload} is not the body of a request let in: read anywhere else, a
     *                               body would be read before the token is checked
     */
    Decision read(Upload upload, Function<byte[], Decision> use);

    /**
     * Gives the body of a request whose answer is being decided to {@code use} as a stream, never held whole; too large
     * and cut short are refused whatever {@code use} answered. For bodies of tens of megabytes that a reader streams.
     *
     * @throws IllegalStateException as {@link #read} does
     */
    Decision stream(Upload upload, Function<InputStream, Decision> use);

    /**
     * Sends {@code document} in {@code writer}'s format as {@code <baseName>.<format>}: the bytes kept for its version,
     * or made and kept. {@code document} is asked for only when they are not kept.
     *
     * @param sources what the bytes depend on besides the renderer (content keys of the revisions written)
     */
    <T> Decision send(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources);

    /** A document made for one request and asked for by no other (an uploaded checklist carried to a new revision, a snapshot): not kept. */
    <T> Decision sendOnce(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources);

    /** A document that is shown, not saved as a file (a lookup): no file name. */
    <T> Decision show(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String... sources);
}
