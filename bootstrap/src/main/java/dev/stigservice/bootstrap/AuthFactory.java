package dev.stigservice.bootstrap;

import com.github.benmanes.caffeine.cache.Ticker;
import dev.stigservice.adapter.auth.AuthSettings;
import dev.stigservice.adapter.auth.CachingTokenValidator;
import dev.stigservice.adapter.auth.GuardedTokenValidator;
import dev.stigservice.adapter.auth.LocalTokenValidator;
import dev.stigservice.adapter.auth.RemoteTokenValidator;
import dev.stigservice.adapter.http.operations.HealthDetails;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.TokenValidator;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.http.client.DefaultHttpClientConfiguration;
import io.micronaut.http.client.HttpClient;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Chooses how tokens are checked: the remote access-management service when {@code stig.auth.url} is
 * set (behind a circuit breaker and a verdict cache), else local-token mode with {@code stig.auth.tokens}
 * or one generated token.
 */
@Factory
class AuthFactory {

    private static final String HEALTH_COMPONENT = "accessManagement";

    /** An answer larger than this is not a verdict; reading it would only cost memory. */
    private static final int MAX_ANSWER_BYTES = 64 * 1024;

    @Singleton
    @Named("access-management")
    @Requires(property = "stig.auth.url")
    @Bean(preDestroy = "close")
    HttpClient accessManagementClient(AuthSettings settings) {
        DefaultHttpClientConfiguration configuration = new DefaultHttpClientConfiguration();
        configuration.setConnectTimeout(settings.timeout());
        configuration.setReadTimeout(settings.timeout());
        configuration.setRequestTimeout(settings.timeout());
        configuration.setMaxContentLength(MAX_ANSWER_BYTES);
        configuration.setFollowRedirects(false);
        return HttpClient.create(parseUrl(settings.url()), configuration);
    }

    /** The remote call behind its circuit breaker; a bean of its own type only, so that health can show the breaker. */
    @Singleton
    @Bean(typed = GuardedTokenValidator.class)
    @Requires(property = "stig.auth.url")
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    GuardedTokenValidator guardedTokenValidator(@Named("access-management") HttpClient client, AuthSettings settings,
                                                MeterRegistry meters) {
        AuthSettings.Breaker breaker = settings.breaker();
        return new GuardedTokenValidator(new RemoteTokenValidator(client, settings.method())::validate,
                breaker.failureRate(), breaker.minimumCalls(), breaker.window(), breaker.openFor(), meters);
    }

    @Context // built at startup: configuration errors show at once
    @Requires(property = "stig.auth.url")
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    TokenValidator remoteTokenValidator(GuardedTokenValidator guarded, AuthSettings settings, MeterRegistry meters) {
        return new CachingTokenValidator(guarded::validate, settings.cache().ttl(), CachingTokenValidator.MAX_REFUSAL_TTL,
                settings.cache().maxSize(), meters, Clock.systemUTC(), Ticker.systemTicker());
    }

    @Singleton
    @Requires(property = "stig.auth.url")
    HealthDetails remoteAccessManagementHealth(GuardedTokenValidator guarded) {
        return new HealthDetails(HEALTH_COMPONENT, guarded::healthDetails);
    }

    @Singleton
    @Requires(missingProperty = "stig.auth.url")
    HealthDetails localAccessManagementHealth() {
        return new HealthDetails(HEALTH_COMPONENT, () -> LocalTokenValidator.HEALTH_DETAILS);
    }

    @Context // built at startup: the generated token is logged before the first request
    @Requires(missingProperty = "stig.auth.url")
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    TokenValidator localTokenValidator(AuthSettings settings) {
        return LocalTokenValidator.of(settings.tokens() == null ? List.of() : settings.tokens());
    }

    /**
     * A command answers no caller with a token: it works on files its operator gives it (the {@code checklist} command
     * drives the fill's in-port, whose protected entry needs a validator to exist). Every token is refused.
     */
    @Singleton
    @Requires(env = CommandsFactory.ENVIRONMENT)
    TokenValidator commandTokenValidator() {
        return token -> CompletableFuture.completedFuture(TokenVerdict.invalid());
    }

    /** AuthSettings checked the form; what its pattern lets through and a URL still refuses ends the start alike. */
    private static URL parseUrl(String url) {
        try {
            return URI.create(url).toURL();
        } catch (IllegalArgumentException | MalformedURLException e) {
            throw new ConfigurationException("stig.auth.url: '" + url + "' is not an http(s) URL");
        }
    }
}
