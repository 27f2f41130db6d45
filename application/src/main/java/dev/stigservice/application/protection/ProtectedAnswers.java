package dev.stigservice.application.protection;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.port.Renderer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one order of every protected answer, the contract's: access (refused, or unavailable), the format asked for, the
 * benchmark; then the use decides the rest (the revision, or two) and what it renders. A request's body is read
 * last, with {@link #read}, once access is granted: no use can read a byte of it earlier. An answer is described
 * first ({@code answer}: a refusal, or a rendering's version and names, nothing loaded); its bytes are asked for apart
 * ({@code render}), through the same checks and the same decision, and given only when that decision is still the
 * version described. A new protected answer is a renderer (a {@link Formats} of them when it has several formats), a
 * use case that calls these methods with one decision, and a route.
 */
public interface ProtectedAnswers {

    /**
     * Complete at once when the token's verdict is at hand; the use's {@code resolve} then runs on the caller's thread.
     *
     * @param resolve what the use decides once access is granted: a {@link Rendition}, or why not; a use about one
     *                benchmark decides through {@link #about(String, Formats, String, BiFunction)}
     */
    CompletionStage<ProtectedAnswer> answer(Credentials credentials, Supplier<Decision> resolve);

    /**
     * The bytes of the rendering {@code answer} described as {@code version}, or empty when the same checks and decision
     * now answer otherwise (a refusal, or another version: the catalog changed). Waits for the token's verdict.
     */
    Optional<byte[]> render(Credentials credentials, Supplier<Decision> resolve, String version);

    /**
     * A protected answer to a request with a body, rendered with it (the body is not read twice): the same checks in the same order, waited for, as reading a body
     * blocks anyway; {@code resolve} reads it, after its own checks, with {@link #read}, which refuses any other upload
     * and any other time.
     */
    ProtectedAnswer answer(Credentials credentials, Upload upload, Supplier<Decision> resolve);

    /**
     * The decision of a use about one benchmark, for {@code answer} and {@code render} to make after access: the format
     * asked for, then the benchmark, then the use. Nothing is checked until they ask it, so no use can refuse a format
     * or a benchmark before access is granted.
     *
     * @param format the format name as sent
     * @param slug   the slug as sent, not yet validated
     * @param use    what the use makes of the chosen renderer and the revision the slug serves: a {@link Rendition},
     *               or why not (another revision not found, say)
     */
    <R extends Renderer<?>> Supplier<Decision> about(String format, Formats<R> formats, String slug,
                                                     BiFunction<RegisteredRenderer<R>, BenchmarkSummary, Decision> use);

    /**
     * Reads the body of a request whose answer is being resolved and gives its bytes to {@code use}; too large, no
     * room among the uploads in flight and cut short are refused without calling it.
     *
     * @throws IllegalStateException when {@code upload} is not the body of a request let in: read anywhere else, a
     *                               body would be read before the token is checked
     */
    Decision read(Upload upload, Function<byte[], Decision> use);
}
