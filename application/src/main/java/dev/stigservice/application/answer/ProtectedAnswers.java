package dev.stigservice.application.answer;

import dev.stigservice.application.access.AccessCheck;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.Renderer;

import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one path of every protected answer, in the contract's order: access (401, 503), the representation asked for
 * (400), the benchmark (404); then the use decides the rest (the revision, or the two revisions) and what to render.
 * A request's body is read last, through the {@link Body} this path hands the use once access is granted: no route
 * can read a byte of it earlier. A new protected answer is a renderer (a {@link Formats} of them when it has several
 * formats), a use case that calls one of the {@code answer} methods and a route.
 */
public final class ProtectedAnswers {

    private final AccessCheck access;
    private final CatalogPublisher catalog;
    private final Uploads uploads;

    public ProtectedAnswers(AccessCheck access, CatalogPublisher catalog, Uploads uploads) {
        this.access = Objects.requireNonNull(access);
        this.catalog = Objects.requireNonNull(catalog);
        this.uploads = Objects.requireNonNull(uploads);
    }

    /** What a use that takes a request's body makes of the renderer, the revision the slug serves and the body. */
    public interface UseOfBody<R> {
        ProtectedAnswer resolve(R renderer, BenchmarkSummary served, Body body);
    }

    /** A request's body after access was granted: read, within {@link Uploads}' bounds, when the use asks. */
    public final class Body {

        private final Upload upload;

        private Body(Upload upload) {
            this.upload = upload;
        }

        /**
         * Reads the body and gives its bytes to {@code use}; too large (413), no room among the uploads in flight
         * (503) and cut short (400) are answered without calling it.
         */
        public ProtectedAnswer read(Function<byte[], ProtectedAnswer> use) {
            return uploads.read(upload, use);
        }
    }

    /**
     * @param format  the format name as sent
     * @param slug    the slug as sent, not yet validated
     * @param resolve what the use makes of the chosen renderer and the revision the slug serves: a
     *                {@link ProtectedAnswer.Ready}, or why not ({@link ProtectedAnswer.NotFound} for another revision)
     */
    public <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, String format, Formats<R> formats,
                                                          String slug, BiFunction<R, BenchmarkSummary, ProtectedAnswer> resolve) {
        return answer(credentials, () -> {
            Optional<R> renderer = formats.find(format);
            if (renderer.isEmpty()) {
                return new ProtectedAnswer.UnsupportedFormat(formats.names());
            }
            Optional<BenchmarkSummary> served = Slug.parse(slug).flatMap(catalog::served);
            if (served.isEmpty()) {
                return ProtectedAnswer.NotFound.benchmark(slug);
            }
            return resolve.apply(renderer.get(), served.get());
        });
    }

    /**
     * A protected answer to a request with a body: the same checks in the same order, and the body only after them,
     * when {@code resolve} reads it through the {@link Body} it is given.
     */
    public <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, String format, Formats<R> formats,
                                                          String slug, Upload upload, UseOfBody<R> resolve) {
        Body body = new Body(upload);
        return answer(credentials, format, formats, slug, (renderer, served) -> resolve.resolve(renderer, served, body));
    }

    /**
     * A protected answer about no one benchmark (a lookup): access first (401, 503), then whatever the use decides.
     *
     * @param resolve asked only once access is granted
     */
    public ProtectedAnswer answer(Credentials credentials, Supplier<ProtectedAnswer> resolve) {
        Optional<AccessCheck.Refusal> refusal = access.refusal(credentials);
        if (refusal.isPresent()) {
            return refusal.get() == AccessCheck.Refusal.UNAUTHORIZED
                    ? new ProtectedAnswer.Unauthorized() : new ProtectedAnswer.AuthorizationUnavailable();
        }
        return resolve.get();
    }
}
