package dev.stigservice.application.answer;

import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.TokenValidator;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one path of every protected answer, in the contract's order: access (401, 503), the representation asked for
 * (400), the benchmark (404); then the use decides the rest (the revision, or the two revisions) and what to render.
 * A request's body is read last, with {@link #read} while its answer is resolved, once access is granted: no route
 * can read a byte of it earlier. A new protected answer is a renderer (a {@link Formats} of them when it has several
 * formats), a use case that calls one of the {@code answer} methods and a route.
 */
public final class ProtectedAnswers {

    private final TokenValidator validator;
    private final CatalogPublisher catalog;
    private final Uploads uploads;
    /** The bodies of the requests being resolved now, past access: the only ones {@link #read} reads. */
    private final Set<Upload> granted = ConcurrentHashMap.newKeySet();

    public ProtectedAnswers(TokenValidator validator, CatalogPublisher catalog, Uploads uploads) {
        this.validator = Objects.requireNonNull(validator);
        this.catalog = Objects.requireNonNull(catalog);
        this.uploads = Objects.requireNonNull(uploads);
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
     * A protected answer to a request with a body: the same checks in the same order; {@code resolve} reads the body,
     * after its own checks, with {@link #read}, which refuses any other upload and any other time.
     */
    public <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, String format, Formats<R> formats,
                                                          String slug, Upload upload, BiFunction<R, BenchmarkSummary, ProtectedAnswer> resolve) {
        return answer(credentials, format, formats, slug, (renderer, served) -> {
            granted.add(upload);
            try {
                return resolve.apply(renderer, served);
            } finally {
                granted.remove(upload);
            }
        });
    }

    /**
     * Reads the body of a request whose answer is being resolved, after access was granted, and gives its bytes to
     * {@code use}; too large (413), no room among the uploads in flight (503) and cut short (400) are answered without
     * calling it.
     *
     * @throws IllegalStateException when {@code upload} is not the body of a request this path has let in: read
     *                               anywhere else, a body would be read before the token is checked
     */
    public ProtectedAnswer read(Upload upload, Function<byte[], ProtectedAnswer> use) {
        if (!granted.contains(upload)) {
            throw new IllegalStateException("a request's body is read only while its protected answer is resolved");
        }
        return uploads.read(upload, use);
    }

    /**
     * A protected answer about no one benchmark (a lookup): access first (401, 503), then whatever the use decides.
     *
     * @param resolve asked only once access is granted
     */
    public ProtectedAnswer answer(Credentials credentials, Supplier<ProtectedAnswer> resolve) {
        // The one translation of access management's verdict into an answer: no token is asked about.
        return switch (credentials) {
            case Credentials.None none -> new ProtectedAnswer.Unauthorized();
            case AccessToken token -> switch (validator.validate(token)) {
                case TokenVerdict.Valid valid -> resolve.get();
                case TokenVerdict.Invalid invalid -> new ProtectedAnswer.Unauthorized();
                case TokenVerdict.Unavailable unavailable -> new ProtectedAnswer.AuthorizationUnavailable();
            };
        };
    }
}
