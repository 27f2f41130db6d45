package dev.stigservice.application.protection;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.TokenValidator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** {@link ProtectedAnswers}: the token first, then the format and the benchmark, then the use, then the document. */
public final class AccessFirstAnswers implements ProtectedAnswers {

    private final TokenValidator validator;
    private final PublishedBenchmarks published;
    private final Uploads uploads;
    private final KeptDocuments kept;
    /** Where a document made for one request is rendered: the executor the kept ones are rendered on. */
    private final Executor renders;
    /** The bodies of the requests being decided now, past access: the only ones {@link #read} reads. */
    private final Set<Upload> granted = ConcurrentHashMap.newKeySet();

    public AccessFirstAnswers(TokenValidator validator, PublishedBenchmarks published, Uploads uploads, KeptDocuments kept) {
        this.validator = Objects.requireNonNull(validator);
        this.published = Objects.requireNonNull(published);
        this.uploads = Objects.requireNonNull(uploads);
        this.kept = Objects.requireNonNull(kept);
        this.renders = kept.renders();
    }

    @Override
    public CompletionStage<ProtectedAnswer> answer(Credentials credentials, Supplier<Decision> use) {
        // The one translation of access management's verdict into an answer: no token is asked about.
        return switch (credentials) {
            case Credentials.None none -> CompletableFuture.completedFuture(new Refusal.Unauthorized());
            case AccessToken token -> {
                CompletableFuture<TokenVerdict> verdict = validator.validate(token).toCompletableFuture();
                // A verdict at hand is answered here and now, without a stage for each step of the usual request.
                yield verdict.isDone() ? answer(verdict.join(), use) : verdict.thenCompose(known -> answer(known, use));
            }
        };
    }

    private static CompletionStage<ProtectedAnswer> answer(TokenVerdict verdict, Supplier<Decision> use) {
        return switch (verdict) {
            case TokenVerdict.Valid valid -> switch (use.get()) {
                case Decision.Refused(Refusal refusal) -> CompletableFuture.completedFuture(refusal);
                case Decision.Send(CompletionStage<Reply> document) -> widened(document);
            };
            case TokenVerdict.Invalid invalid -> CompletableFuture.completedFuture(new Refusal.Unauthorized());
            case TokenVerdict.Unavailable unavailable -> CompletableFuture.completedFuture(new Refusal.AuthorizationUnavailable());
        };
    }

    /** A stage of a reply as a stage of an answer, without a stage more per request: no one completes it but the core. */
    @SuppressWarnings("unchecked")
    private static CompletionStage<ProtectedAnswer> widened(CompletionStage<? extends ProtectedAnswer> reply) {
        return (CompletionStage<ProtectedAnswer>) reply;
    }

    @Override
    public ProtectedAnswer answer(Credentials credentials, List<Upload> uploads, Supplier<Decision> use) {
        CompletionStage<ProtectedAnswer> answer = answer(credentials, () -> {
            granted.addAll(uploads);
            try {
                return use.get();
            } finally {
                uploads.forEach(granted::remove);
            }
        });
        try {
            return answer.toCompletableFuture().join();
        } catch (CompletionException failed) {
            // The use's own failure, as a caller that does not wait would have seen it.
            throw failed.getCause() instanceof RuntimeException cause ? cause : failed;
        }
    }

    @Override
    public Decision read(Upload upload, Function<byte[], Decision> use) {
        requireGranted(upload);
        return uploads.read(upload, use);
    }

    @Override
    public Decision stream(Upload upload, Function<InputStream, Decision> use) {
        requireGranted(upload);
        return uploads.stream(upload, use);
    }

    private void requireGranted(Upload upload) {
        if (!granted.contains(upload)) {
            throw new IllegalStateException("a request's body is read only while its protected answer is decided");
        }
    }

    @Override
    public <R extends Renderer<?>> Decision about(String format, Formats<R> formats, String slug,
                                                  BiFunction<RegisteredRenderer<R>, BenchmarkSummary, Decision> use) {
        Optional<RegisteredRenderer<R>> renderer = formats.find(format);
        if (renderer.isEmpty()) {
            return Decision.refused(new Refusal.UnsupportedFormat(formats.names()));
        }
        Optional<BenchmarkSummary> served = Slug.parse(slug).flatMap(published::served);
        if (served.isEmpty()) {
            return Decision.refused(Refusal.NotFound.benchmark(slug));
        }
        return use.apply(renderer.get(), served.get());
    }

    @Override
    public <T> Decision send(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources) {
        return send(writer, document, baseName + "." + writer.format().name(), writer.versions().of(sources), true);
    }

    @Override
    public <T> Decision sendOnce(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String baseName, String... sources) {
        return send(writer, document, baseName + "." + writer.format().name(), writer.versions().hash(sources), false);
    }

    @Override
    public <T> Decision show(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String... sources) {
        return send(writer, document, null, writer.versions().of(sources), true);
    }

    private <T> Decision send(RegisteredRenderer<? extends Renderer<T>> writer, Supplier<T> document, String fileName, String version,
                              boolean reused) {
        Supplier<byte[]> render = () -> render(writer.renderer(), document.get());
        CompletableFuture<byte[]> bytes = reused ? kept.bytes(version, render) : CompletableFuture.supplyAsync(render, renders);
        return new Decision.Send(bytes.thenApply(made -> new Reply(version, writer.format().mediaType(), fileName, reused, made)));
    }

    private static <T> byte[] render(Renderer<T> renderer, T document) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            renderer.write(document, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
