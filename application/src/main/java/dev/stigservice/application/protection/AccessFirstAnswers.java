package dev.stigservice.application.protection;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.publication.PublishedBenchmarks;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** {@link ProtectedAnswers}: the token first, then the format and the benchmark, then the use. */
public final class AccessFirstAnswers implements ProtectedAnswers {

    private final TokenValidator validator;
    private final PublishedBenchmarks published;
    private final Uploads uploads;
    /** The bodies of the requests being resolved now, past access: the only ones {@link #read} reads. */
    private final Set<Upload> granted = ConcurrentHashMap.newKeySet();

    public AccessFirstAnswers(TokenValidator validator, PublishedBenchmarks published, Uploads uploads) {
        this.validator = Objects.requireNonNull(validator);
        this.published = Objects.requireNonNull(published);
        this.uploads = Objects.requireNonNull(uploads);
    }

    @Override
    public CompletionStage<ProtectedAnswer> answer(Credentials credentials, Supplier<Decision> resolve) {
        // The one translation of access management's verdict into an answer: no token is asked about.
        return switch (credentials) {
            case Credentials.None none -> CompletableFuture.completedFuture(new Refusal.Unauthorized());
            case AccessToken token -> {
                CompletableFuture<TokenVerdict> verdict = validator.validate(token).toCompletableFuture();
                // A verdict at hand is answered here and now, without a stage for each step of the usual request.
                yield verdict.isDone() ? CompletableFuture.completedFuture(answer(verdict.join(), resolve))
                        : verdict.thenApply(known -> answer(known, resolve));
            }
        };
    }

    private static ProtectedAnswer answer(TokenVerdict verdict, Supplier<Decision> resolve) {
        return switch (verdict) {
            case TokenVerdict.Valid valid -> answer(resolve.get());
            case TokenVerdict.Invalid invalid -> new Refusal.Unauthorized();
            case TokenVerdict.Unavailable unavailable -> new Refusal.AuthorizationUnavailable();
        };
    }

    @Override
    public Optional<byte[]> render(Credentials credentials, Supplier<Decision> resolve, String version) {
        Decision decision = switch (credentials) {
            case Credentials.None none -> null;
            case AccessToken token -> waitFor(validator.validate(token)) instanceof TokenVerdict.Valid ? resolve.get() : null;
        };
        return decision instanceof Rendition<?> rendition && rendition.version().equals(version)
                ? Optional.of(rendition.render()) : Optional.empty();
    }

    @Override
    public ProtectedAnswer answer(Credentials credentials, Upload upload, Supplier<Decision> resolve) {
        AtomicReference<Rendition<?>> made = new AtomicReference<>();
        ProtectedAnswer answer = waitFor(answer(credentials, () -> {
            granted.add(upload);
            try {
                Decision decision = resolve.get();
                if (decision instanceof Rendition<?> rendition) {
                    made.set(rendition);
                }
                return decision;
            } finally {
                granted.remove(upload);
            }
        }));
        return made.get() == null ? answer : made.get().rendered();
    }

    /** The stage's result, with the use's own failure thrown as a caller that does not wait would have seen it. */
    private static <T> T waitFor(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().join();
        } catch (CompletionException failed) {
            throw failed.getCause() instanceof RuntimeException cause ? cause : failed;
        }
    }

    @Override
    public Decision read(Upload upload, Function<byte[], Decision> use) {
        if (!granted.contains(upload)) {
            throw new IllegalStateException("a request's body is read only while its protected answer is resolved");
        }
        return uploads.read(upload, use);
    }

    @Override
    public <R extends Renderer<?>> Supplier<Decision> about(String format, Formats<R> formats, String slug,
                                                            BiFunction<RegisteredRenderer<R>, BenchmarkSummary, Decision> use) {
        return () -> {
            Optional<RegisteredRenderer<R>> renderer = formats.find(format);
            if (renderer.isEmpty()) {
                return Decision.refused(new Refusal.UnsupportedFormat(formats.names()));
            }
            Optional<BenchmarkSummary> served = Slug.parse(slug).flatMap(published::served);
            if (served.isEmpty()) {
                return Decision.refused(Refusal.NotFound.benchmark(slug));
            }
            return use.apply(renderer.get(), served.get());
        };
    }

    private static ProtectedAnswer answer(Decision decision) {
        return switch (decision) {
            case Decision.Refused(Refusal refusal) -> refusal;
            case Rendition<?> rendition -> rendition.rendering();
        };
    }
}
