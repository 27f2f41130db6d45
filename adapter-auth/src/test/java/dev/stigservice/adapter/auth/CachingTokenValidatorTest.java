package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/** Cache lifetimes, driven by a hand-moved clock: no sleeping. */
class CachingTokenValidatorTest {

    private static final AccessToken TOKEN = AccessToken.parse("abc").orElseThrow();
    private final AtomicLong nanos = new AtomicLong();
    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-11-22T00:00:00Z"));
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    };
    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicReference<TokenVerdict> answer = new AtomicReference<>(TokenVerdict.valid());
    private final Function<AccessToken, TokenVerdict> remote = token -> {
        calls.incrementAndGet();
        return answer.get();
    };
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();

    private CachingTokenValidator cache(Duration ttl) {
        return new CachingTokenValidator(remote, ttl, Duration.ofSeconds(5), 100, meters, clock, nanos::get);
    }

    private void advance(Duration duration) {
        nanos.addAndGet(duration.toNanos());
        now.set(now.get().plus(duration));
    }

    @Test
    void aCachedVerdictCompletesAtOnceWithoutACallAndUntilItExpires() {
        CachingTokenValidator validator = cache(Duration.ofSeconds(30));
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(validator.validate(TOKEN)).as("remembered: the caller goes on without waiting").isCompleted();
        assertThat(calls).hasValue(1);
        advance(Duration.ofSeconds(31));
        assertThat(validator.validate(TOKEN).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(calls).as("expired: asked again").hasValue(2);
    }

    @Test
    void confirmationIsKeptForTheTtl() {
        CachingTokenValidator validator = cache(Duration.ofSeconds(30));
        validator.validate(TOKEN).toCompletableFuture().join();
        advance(Duration.ofSeconds(29));
        assertThat(validator.validate(TOKEN).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Valid.class);
        assertThat(calls).hasValue(1);
        advance(Duration.ofSeconds(2));
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(2);
        assertThat(meters.counter("stig.auth.cache", "result", "hit").count()).isEqualTo(1.0);
        assertThat(meters.counter("stig.auth.verdicts", "verdict", "valid").count()).isEqualTo(3.0);
    }

    @Test
    void confirmationNeverOutlivesTheExpiryTheServiceGave() {
        CachingTokenValidator validator = cache(Duration.ofSeconds(30));
        answer.set(new TokenVerdict.Valid(now.get().plusSeconds(3)));
        validator.validate(TOKEN).toCompletableFuture().join();
        advance(Duration.ofSeconds(2));
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(1);
        advance(Duration.ofSeconds(2));
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(2);
    }

    @Test
    void confirmationThatHasAlreadyExpiredIsARefusal() {
        answer.set(new TokenVerdict.Valid(now.get().minusSeconds(1)));
        assertThat(cache(Duration.ofSeconds(30)).validate(TOKEN).toCompletableFuture().join()).isInstanceOf(TokenVerdict.Invalid.class);
    }

    @Test
    void refusalIsKeptForAtMostFiveSeconds() {
        CachingTokenValidator validator = cache(Duration.ofSeconds(30));
        answer.set(TokenVerdict.invalid());
        validator.validate(TOKEN).toCompletableFuture().join();
        advance(Duration.ofMillis(4_900));
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(1);
        advance(Duration.ofMillis(200));
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(2);
    }

    @Test
    void unavailableIsNeverKept() {
        CachingTokenValidator validator = cache(Duration.ofSeconds(30));
        answer.set(TokenVerdict.unavailable("down"));
        validator.validate(TOKEN).toCompletableFuture().join();
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(2);
    }

    @Test
    void zeroTtlTurnsTheCacheOff() {
        CachingTokenValidator validator = cache(Duration.ZERO);
        validator.validate(TOKEN).toCompletableFuture().join();
        validator.validate(TOKEN).toCompletableFuture().join();
        assertThat(calls).hasValue(2);
    }
}
