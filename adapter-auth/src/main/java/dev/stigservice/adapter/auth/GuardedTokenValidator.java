package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry;
import io.github.resilience4j.micrometer.tagged.TaggedCircuitBreakerMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Wraps the remote call in a circuit breaker and records what every call ended in. While the service
 * keeps failing, the breaker opens and requests get "unavailable" at once instead of each waiting for
 * the timeout; after {@code openFor} it lets a few probes through and closes again when they succeed.
 */
public final class GuardedTokenValidator {

    /** What the breaker records as a failure; it carries no detail (and so no token). */
    private static final Throwable SERVICE_UNAVAILABLE = new IllegalStateException("access management unavailable");

    private final Function<AccessToken, TokenVerdict> remote;
    private final CircuitBreaker breaker;
    private final Timer calls;

    /**
     * @param failureRatePercent share of failed calls, over the last {@code window} calls, that opens the breaker
     * @param minimumCalls       calls needed before the rate counts
     */
    public GuardedTokenValidator(Function<AccessToken, TokenVerdict> remote, int failureRatePercent, int minimumCalls, int window,
                                 Duration openFor, MeterRegistry meters) {
        this.remote = remote;
        CircuitBreakerRegistry breakers = CircuitBreakerRegistry.of(CircuitBreakerConfig.custom()
                .failureRateThreshold(failureRatePercent)
                .minimumNumberOfCalls(minimumCalls)
                .slidingWindowSize(Math.max(window, minimumCalls))
                .waitDurationInOpenState(openFor)
                .permittedNumberOfCallsInHalfOpenState(2)
                .automaticTransitionFromOpenToHalfOpenEnabled(false)
                .build());
        this.breaker = breakers.circuitBreaker("access-management");
        this.calls = Timer.builder("stig.auth.call.duration").description("time of calls to the access-management service")
                .publishPercentiles(0.5, 0.99).register(meters);
        // Resilience4j's own meters: resilience4j.circuitbreaker.state{name="access-management",state=...} and the rest.
        TaggedCircuitBreakerMetrics.ofCircuitBreakerRegistry(breakers).bindTo(meters);
    }

    /** Asks and waits, unless the breaker is open: never on an event loop. */
    public TokenVerdict validate(AccessToken token) {
        TokenVerdict verdict;
        if (!breaker.tryAcquirePermission()) {
            verdict = TokenVerdict.unavailable("circuit open");
        } else {
            long started = System.nanoTime();
            verdict = remote.apply(token);
            long elapsed = System.nanoTime() - started;
            calls.record(elapsed, TimeUnit.NANOSECONDS);
            if (verdict instanceof TokenVerdict.Unavailable) {
                breaker.onError(elapsed, TimeUnit.NANOSECONDS, SERVICE_UNAVAILABLE);
            } else {
                breaker.onSuccess(elapsed, TimeUnit.NANOSECONDS);
            }
        }
        return verdict;
    }

    /** For {@code /health}: the mode and the circuit breaker's state (CLOSED, OPEN, HALF_OPEN). */
    public Map<String, Object> healthDetails() {
        return Map.of("mode", "remote", "circuitBreaker", breaker.getState().name());
    }
}
