package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.settings.MinDuration;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import java.time.Duration;
import java.util.List;

/**
 * The {@code stig.auth.*} settings (docs/auth.md says what each does; defaults in application.yml, not in the
 * record: Micronaut quietly replaces a value it cannot convert with a {@code @Bindable} default, and a misspelt
 * value must stop the start instead).
 *
 * @param url     base URL of the access-management service; none means local-token mode
 * @param method  how the service is called
 * @param timeout connect, read and whole-request timeout of one call
 * @param tokens  local-token mode: the accepted tokens, white space around each ignored; none means one generated token
 * @param breaker the circuit breaker around the call
 * @param cache   the verdict cache
 */
@ConfigurationProperties("stig.auth")
public record AuthSettings(@Nullable @Pattern(regexp = "https?://[^\\s/?#]+(/\\S*)?",
                             message = "stig.auth.url: '{validatedValue}' is not an http(s) URL") String url,
                    RemoteTokenValidator.Method method,
                    @MinDuration(millis = 1, message = "stig.auth.timeout: '{duration}' is not a positive duration") Duration timeout,
                    @Nullable List<@Pattern(regexp = "\\s*(" + AccessToken.FORM + ")?\\s*", message = TOKENS_MESSAGE)
                                   @Size(max = AccessToken.MAX_LENGTH, message = TOKENS_MESSAGE) String> tokens,
                    Breaker breaker,
                    Cache cache) {

    /** A token is a secret: the message never quotes it. */
    private static final String TOKENS_MESSAGE = "stig.auth.tokens: a value is not an RFC 6750 bearer token of at most 4096 characters";

    /** How tokens are checked, as the startup line says it. */
    public String mode() {
        return url == null ? "local-token mode (not for production)" : "access management at " + url;
    }

    @ConfigurationProperties("breaker")
    public record Breaker(@Min(value = 1, message = "stig.auth.breaker.failure-rate: '{validatedValue}' is not a percentage from 1 to 100")
                   @Max(value = 100, message = "stig.auth.breaker.failure-rate: '{validatedValue}' is not a percentage from 1 to 100")
                   int failureRate,
                   @Min(value = 1, message = "stig.auth.breaker.minimum-calls: '{validatedValue}' is not 1 or more") int minimumCalls,
                   @Min(value = 1, message = "stig.auth.breaker.window: '{validatedValue}' is not 1 or more") int window,
                   @MinDuration(millis = 1, message = "stig.auth.breaker.open-for: '{duration}' is not a positive duration") Duration openFor) {
    }

    /** A {@code ttl} of {@code 0s} turns the cache off. */
    @ConfigurationProperties("cache")
    public record Cache(@MinDuration(millis = 0, message = "stig.auth.cache.ttl: '{duration}' is negative; use 0s to turn caching off") Duration ttl,
                 @Min(value = 0, message = "stig.auth.cache.max-size: '{validatedValue}' is not 0 or more") int maxSize) {
    }
}
