package dev.stigservice.bootstrap;

import dev.stigservice.adapter.auth.RemoteTokenValidator;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import java.time.Duration;
import java.util.List;

/**
 * The {@code stig.auth.*} settings (docs/auth.md says what each does; defaults in application.yml, see
 * {@link CatalogSettings} for why).
 *
 * @param url     base URL of the access-management service; none means local-token mode
 * @param method  how the service is called
 * @param timeout connect, read and whole-request timeout of one call
 * @param tokens  local-token mode: the accepted tokens; none means one generated token
 * @param breaker the circuit breaker around the call
 * @param cache   the verdict cache
 */
@ConfigurationProperties("stig.auth")
record AuthSettings(@Nullable String url,
                    RemoteTokenValidator.Method method,
                    Duration timeout,
                    @Nullable List<String> tokens,
                    Breaker breaker,
                    Cache cache) {

    @ConfigurationProperties("breaker")
    record Breaker(@Min(value = 1, message = "stig.auth.breaker.failure-rate: '{validatedValue}' is not a percentage from 1 to 100")
                   @Max(value = 100, message = "stig.auth.breaker.failure-rate: '{validatedValue}' is not a percentage from 1 to 100")
                   int failureRate,
                   @Min(value = 1, message = "stig.auth.breaker.minimum-calls: '{validatedValue}' is not 1 or more") int minimumCalls,
                   @Min(value = 1, message = "stig.auth.breaker.window: '{validatedValue}' is not 1 or more") int window,
                   Duration openFor) {
    }

    /** A {@code ttl} of {@code 0s} turns the cache off. */
    @ConfigurationProperties("cache")
    record Cache(Duration ttl,
                 @Min(value = 0, message = "stig.auth.cache.max-size: '{validatedValue}' is not 0 or more") int maxSize) {
    }
}
