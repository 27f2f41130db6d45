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
import java.util.function.Supplier;

/**
 * The one path of every protected answer, in the contract's order: access (401, 503), the representation asked for
 * (400), the benchmark (404); then the use decides the rest (the revision, or the two revisions) and what to render.
 * A new protected answer is a renderer (a {@link Formats} of them when it has several formats), a use case that calls
 * one of the {@code answer} methods and a route.
 */
public final class ProtectedAnswers {

    private final AccessCheck access;
    private final CatalogPublisher catalog;

    public ProtectedAnswers(AccessCheck access, CatalogPublisher catalog) {
        this.access = Objects.requireNonNull(access);
        this.catalog = Objects.requireNonNull(catalog);
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
