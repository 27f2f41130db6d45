package dev.stigservice.adapter.auth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import com.github.benmanes.caffeine.cache.Ticker;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.TokenValidator;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.core.propagation.PropagatedContext;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * Remembers verdicts so that one token costs one call, keyed by the token's SHA-256 (never the token):
 * a confirmation for {@code validTtl} but never past the {@code expiresAt}/{@code exp} the service
 * gave; a refusal for at most {@link #MAX_REFUSAL_TTL}; "unavailable" not at all. Concurrent requests
 * with the same uncached token share one call. A confirmation whose expiry has already passed is a
 * refusal: the service said when the token stops being good.
 */
public final class CachingTokenValidator implements TokenValidator {

    public static final Duration MAX_REFUSAL_TTL = Duration.ofSeconds(5);

    /** Asks access management and waits for its verdict: run on a thread of its own. */
    private final Function<AccessToken, TokenVerdict> delegate;
    private final Cache<String, TokenVerdict> verdicts;
    /** The calls under way, by fingerprint: requests with the same token share one. */
    private final ConcurrentMap<String, CompletableFuture<TokenVerdict>> asking = new ConcurrentHashMap<>();
    private final Clock clock;
    private final Executor calls = withCallersContext(Executors.newVirtualThreadPerTaskExecutor());
    private final Counter hits;
    private final Counter misses;
    private final MeterRegistry meters;

    /**
     * @param validTtl   how long a confirmation is trusted; zero turns the cache off
     * @param refusalTtl how long a refusal is remembered, at most {@link #MAX_REFUSAL_TTL}
     */
    public CachingTokenValidator(Function<AccessToken, TokenVerdict> delegate, Duration validTtl, Duration refusalTtl, long maxSize,
                                 MeterRegistry meters, Clock clock, Ticker ticker) {
        if (validTtl.isNegative() || refusalTtl.isNegative() || refusalTtl.compareTo(MAX_REFUSAL_TTL) > 0 || maxSize < 0) {
            throw new IllegalArgumentException("cache TTLs must be non-negative, refusals at most 5s, size non-negative");
        }
        this.delegate = delegate;
        this.clock = clock;
        this.verdicts = Caffeine.newBuilder()
                .maximumSize(validTtl.isZero() ? 0 : maxSize)
                .ticker(ticker)
                .expireAfter(new VerdictExpiry(validTtl, refusalTtl))
                .executor(Runnable::run) // evict on the caller's thread: a verdict past its time is gone when put() returns
                .build();
        this.meters = meters;
        this.hits = Counter.builder("stig.auth.cache").tag("result", "hit").description("verdicts answered from the cache").register(meters);
        this.misses = Counter.builder("stig.auth.cache").tag("result", "miss").description("verdicts that needed a call").register(meters);
    }

    /** At once from a verdict remembered; otherwise once the call, shared by every request with the token, answers. */
    @Override
    public CompletionStage<TokenVerdict> validate(AccessToken token) {
        String fingerprint = token.fingerprint();
        TokenVerdict kept = verdicts.getIfPresent(fingerprint);
        if (kept != null) {
            hits.increment();
            return CompletableFuture.completedFuture(counted(kept));
        }
        misses.increment();
        CompletableFuture<TokenVerdict> mine = new CompletableFuture<>();
        CompletableFuture<TokenVerdict> call = asking.putIfAbsent(fingerprint, mine);
        if (call == null) {
            call = mine;
            calls.execute(() -> ask(token, mine));
        }
        return call.thenApply(this::counted);
    }

    /**
     * The verdict is kept (its lifetime counted from now) before anyone sees it, so that a caller that goes on at once
     * finds it kept; "unavailable" is never kept.
     */
    private void ask(AccessToken token, CompletableFuture<TokenVerdict> call) {
        String fingerprint = token.fingerprint();
        try {
            TokenVerdict verdict = checkExpiry(delegate.apply(token));
            if (!(verdict instanceof TokenVerdict.Unavailable)) {
                verdicts.put(fingerprint, verdict);
            }
            asking.remove(fingerprint, call);
            call.complete(verdict);
        } catch (RuntimeException | Error failed) {
            asking.remove(fingerprint, call);
            call.completeExceptionally(failed);
        }
    }

    private TokenVerdict counted(TokenVerdict verdict) {
        meters.counter("stig.auth.verdicts", "verdict", verdict.getClass().getSimpleName().toLowerCase(Locale.ROOT)).increment();
        return verdict;
    }

    /**
     * A call runs on a thread of its own (so that requests with the same token can share it); Micronaut's propagated
     * context goes with it, so its log lines carry the request id of the request that started it.
     */
    private static Executor withCallersContext(Executor executor) {
        return task -> executor.execute(PropagatedContext.wrapCurrent(task));
    }

    private TokenVerdict checkExpiry(TokenVerdict verdict) {
        if (verdict instanceof TokenVerdict.Valid(Instant expiresAt) && expiresAt != null && !expiresAt.isAfter(clock.instant())) {
            return TokenVerdict.invalid();
        }
        return verdict;
    }

    /** Per-entry lifetime from the verdict itself. */
    private final class VerdictExpiry implements Expiry<String, TokenVerdict> {
        private final Duration validTtl;
        private final Duration refusalTtl;

        VerdictExpiry(Duration validTtl, Duration refusalTtl) {
            this.validTtl = validTtl;
            this.refusalTtl = refusalTtl;
        }

        @Override
        public long expireAfterCreate(String key, TokenVerdict verdict, long currentTime) {
            Duration lifetime = switch (verdict) {
                case TokenVerdict.Valid(Instant expiresAt) when expiresAt != null ->
                        min(validTtl, Duration.between(clock.instant(), expiresAt));
                case TokenVerdict.Valid valid -> validTtl;
                case TokenVerdict.Invalid invalid -> refusalTtl;
                case TokenVerdict.Unavailable unavailable -> Duration.ZERO;
            };
            return Math.max(0, lifetime.toNanos());
        }

        @Override
        public long expireAfterUpdate(String key, TokenVerdict verdict, long currentTime, long currentDuration) {
            return expireAfterCreate(key, verdict, currentTime);
        }

        @Override
        public long expireAfterRead(String key, TokenVerdict verdict, long currentTime, long currentDuration) {
            return currentDuration;
        }

        private static Duration min(Duration a, Duration b) {
            return a.compareTo(b) <= 0 ? a : b;
        }
    }
}
