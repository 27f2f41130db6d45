package dev.stigservice.application.answering;

import dev.stigservice.application.answer.Chosen;
import dev.stigservice.application.answer.Conditions;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.catalog.ServedCatalog;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.RenderedBody;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.RenderedBodies;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.TokenValidator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** {@link ProtectedAnswers} in the contract's order, rendering through {@link RenderedBodies}. */
public final class ProtectedPath implements ProtectedAnswers {

    private final TokenValidator validator;
    private final ServedCatalog catalog;
    private final Uploads uploads;
    private final RenderedBodies bodies;
    /** The bodies of the requests being resolved now, past access: the only ones {@link #read} reads. */
    private final Set<Upload> granted = ConcurrentHashMap.newKeySet();

    public ProtectedPath(TokenValidator validator, ServedCatalog catalog, Uploads uploads, RenderedBodies bodies) {
        this.validator = Objects.requireNonNull(validator);
        this.catalog = Objects.requireNonNull(catalog);
        this.uploads = Objects.requireNonNull(uploads);
        this.bodies = Objects.requireNonNull(bodies);
    }

    @Override
    public <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, Conditions conditions, String format, Formats<R> formats,
                                                          String slug, BiFunction<Format<R>, BenchmarkSummary, Decision> resolve) {
        return answer(credentials, conditions, () -> {
            Optional<Format<R>> renderer = formats.find(format);
            if (renderer.isEmpty()) {
                return Decision.refused(new ProtectedAnswer.UnsupportedFormat(formats.names()));
            }
            Optional<BenchmarkSummary> served = Slug.parse(slug).flatMap(catalog::served);
            if (served.isEmpty()) {
                return Decision.refused(ProtectedAnswer.NotFound.benchmark(slug));
            }
            return resolve.apply(renderer.get(), served.get());
        });
    }

    @Override
    public <R extends Renderer<?>> ProtectedAnswer answer(Credentials credentials, String format, Formats<R> formats, String slug,
                                                          Upload upload, BiFunction<Format<R>, BenchmarkSummary, Decision> resolve) {
        // The answer to a request with a body is always sent (RFC 9110 13.1.2: no 304 but to GET and HEAD).
        return answer(credentials, Conditions.NONE, format, formats, slug, (renderer, served) -> {
            granted.add(upload);
            try {
                return resolve.apply(renderer, served);
            } finally {
                granted.remove(upload);
            }
        });
    }

    @Override
    public Decision read(Upload upload, Function<byte[], Decision> use) {
        if (!granted.contains(upload)) {
            throw new IllegalStateException("a request's body is read only while its protected answer is resolved");
        }
        return uploads.read(upload, use);
    }

    @Override
    public ProtectedAnswer answer(Credentials credentials, Conditions conditions, Supplier<Decision> resolve) {
        // The one translation of access management's verdict into an answer: no token is asked about.
        return switch (credentials) {
            case Credentials.None none -> new ProtectedAnswer.Unauthorized();
            case AccessToken token -> {
                Optional<TokenVerdict> verdict = conditions.mayWait() ? Optional.of(validator.validate(token)) : validator.known(token);
                yield verdict.isEmpty() ? new ProtectedAnswer.WouldWait() : switch (verdict.get()) {
                    case TokenVerdict.Valid valid -> answer(resolve.get(), conditions);
                    case TokenVerdict.Invalid invalid -> new ProtectedAnswer.Unauthorized();
                    case TokenVerdict.Unavailable unavailable -> new ProtectedAnswer.AuthorizationUnavailable();
                };
            }
        };
    }

    /**
     * A refusal as it is; a rendition rendered once per entity tag (or once, for one upload), unless the client holds
     * it. A caller that may not wait is answered from a kept body only.
     */
    private ProtectedAnswer answer(Decision decision, Conditions conditions) {
        return switch (decision) {
            case Decision.Refused(ProtectedAnswer refusal) -> refusal;
            case Rendition<?> rendition -> {
                Supplier<RenderedBody> body = () -> body(rendition);
                if (!conditions.mayWait()) {
                    Optional<RenderedBody> kept = rendition.kept() ? bodies.kept(rendition.entityTag()) : Optional.empty();
                    if (kept.isEmpty() && !conditions.holdsPreferred(rendition.entityTag())) {
                        yield new ProtectedAnswer.WouldWait();
                    }
                    body = kept::orElseThrow; // asked for only when the client does not hold the tag, so kept is there
                }
                yield switch (conditions.choose(rendition.entityTag(), body)) {
                    case Chosen.Held(String tag) -> new ProtectedAnswer.NotModified(tag);
                    case Chosen.Sent(String tag, var representation) ->
                            new ProtectedAnswer.Ready(tag, rendition.mediaType(), rendition.fileName(), representation);
                };
            }
        };
    }

    /**
     * A body to keep is gzipped once and kept by its tag; the answer to one upload, which no one asks for again, is sent
     * as rendered and pushes no one else's body out.
     */
    private RenderedBody body(Rendition<?> rendition) {
        return rendition.kept() ? bodies.get(rendition.entityTag(), () -> RenderedBody.of(render(rendition)))
                : RenderedBody.once(render(rendition));
    }

    private static byte[] render(Rendition<?> rendition) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            rendition.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
