package dev.stigservice.application.answering;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.port.Renderer;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one path of every protected answer, in the contract's order: access (401, 503), the representation asked for
 * (400), the benchmark (404); then the use decides the rest (the revision, or the two revisions) and what to render,
 * and the path renders it once per entity tag, or answers "not modified" without rendering. A request's body is read
 * last, with {@link #read} while its answer is resolved, once access is granted: no route can read a byte of it
 * earlier. A new protected answer is a renderer (a {@link Formats} of them when it has several formats), a use case
 * that calls one of the {@code answer} methods and a route.
 */
public interface ProtectedAnswers {

    /**
     * @param format  the format name as sent
     * @param slug    the slug as sent, not yet validated
     * @param resolve what the use makes of the chosen renderer and the revision the slug serves: a {@link Rendition},
     *                or why not (another revision not found, say)
     */
    <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, Conditions conditions, String format, Formats<R> formats,
                                                   String slug, BiFunction<Format<R>, BenchmarkSummary, Decision> resolve);

    /**
     * A protected answer to a request with a body: the same checks in the same order; {@code resolve} reads the body,
     * after its own checks, with {@link #read}, which refuses any other upload and any other time.
     */
    <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, String format, Formats<R> formats, String slug,
                                                   Upload upload, BiFunction<Format<R>, BenchmarkSummary, Decision> resolve);

    /**
     * A protected answer about no one benchmark (a lookup): access first (401, 503), then whatever the use decides.
     *
     * @param resolve asked only once access is granted
     */
    ProtectedAnswer answer(Credentials credentials, Conditions conditions, Supplier<Decision> resolve);

    /**
     * Reads the body of a request whose answer is being resolved, after access was granted, and gives its bytes to
     * {@code use}; too large (413), no room among the uploads in flight (503) and cut short (400) are answered without
     * calling it.
     *
     * @throws IllegalStateException when {@code upload} is not the body of a request this path has let in: read
     *                               anywhere else, a body would be read before the token is checked
     */
    Decision read(Upload upload, Function<byte[], Decision> use);
}
