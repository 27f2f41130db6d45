package dev.stigservice.bootstrap;

import com.github.benmanes.caffeine.cache.Ticker;
import dev.stigservice.adapter.auth.CachingTokenValidator;
import dev.stigservice.adapter.auth.GuardedTokenValidator;
import dev.stigservice.adapter.auth.LocalTokenValidator;
import dev.stigservice.adapter.auth.RemoteTokenValidator;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.port.TokenValidator;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.http.client.DefaultHttpClientConfiguration;
import io.micronaut.http.client.HttpClient;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Chooses how tokens are checked: the remote access-management service when {@code stig.auth.url} is
 * set (behind a circuit breaker and a verdict cache), else local-token mode with {@code stig.auth.tokens}
 * or one generated token.
 */
@Factory
class AuthFactory {

    private static final Logger LOG = LoggerFactory.getLogger(AuthFactory.class);
    /** An answer larger than this is not a verdict; reading it would only cost memory. */
    private static final int MAX_ANSWER_BYTES = 64 * 1024;

    /** How the startup line describes the auth mode. */
    record AuthMode(String description) {
    }

    @Singleton
    @Named("access-management")
    @Requires(property = "stig.auth.url")
    @Bean(preDestroy = "close")
    HttpClient accessManagementClient(@Value("${stig.auth.url}") String url,
                                      @Value("${stig.auth.timeout:2s}") Duration timeout) {
        DefaultHttpClientConfiguration configuration = new DefaultHttpClientConfiguration();
        configuration.setConnectTimeout(timeout);
        configuration.setReadTimeout(timeout);
        configuration.setRequestTimeout(timeout);
        configuration.setMaxContentLength(MAX_ANSWER_BYTES);
        configuration.setFollowRedirects(false);
        return HttpClient.create(parseUrl(url), configuration);
    }

    /** The remote call behind its circuit breaker; a bean of its own type only, so that health can show the breaker. */
    @Singleton
    @Bean(typed = GuardedTokenValidator.class)
    @Requires(property = "stig.auth.url")
    @Requires(notEnv = ImportCommand.ENVIRONMENT)
    GuardedTokenValidator guardedTokenValidator(@Named("access-management") HttpClient client,
                                                @Value("${stig.auth.method:GET}") String method,
                                                @Value("${stig.auth.breaker.failure-rate:50}") int failureRate,
                                                @Value("${stig.auth.breaker.minimum-calls:10}") int minimumCalls,
                                                @Value("${stig.auth.breaker.window:20}") int window,
                                                @Value("${stig.auth.breaker.open-for:5s}") Duration openFor,
                                                MeterRegistry meters) {
        RemoteTokenValidator.Method httpMethod;
        try {
            httpMethod = RemoteTokenValidator.Method.parse(method);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("stig.auth.method must be GET or POST, not " + method);
        }
        return new GuardedTokenValidator(new RemoteTokenValidator(client, httpMethod),
                failureRate, minimumCalls, window, openFor, meters);
    }

    @Context // built at startup: configuration errors show at once
    @Requires(property = "stig.auth.url")
    @Requires(notEnv = ImportCommand.ENVIRONMENT)
    TokenValidator remoteTokenValidator(GuardedTokenValidator guarded,
                                        @Value("${stig.auth.cache.ttl:30s}") Duration ttl,
                                        @Value("${stig.auth.cache.max-size:10000}") long maxSize,
                                        MeterRegistry meters) {
        return new CachingTokenValidator(guarded, ttl, CachingTokenValidator.MAX_REFUSAL_TTL, maxSize, meters,
                Clock.systemUTC(), Ticker.systemTicker());
    }

    @Context // built at startup: the generated token is logged before the first request
    @Requires(missingProperty = "stig.auth.url")
    @Requires(notEnv = ImportCommand.ENVIRONMENT)
    TokenValidator localTokenValidator(@Value("${stig.auth.tokens:}") List<String> configured) {
        Set<AccessToken> tokens = new LinkedHashSet<>();
        for (String text : configured) {
            if (!text.isBlank()) {
                tokens.add(AccessToken.parse(text.strip()).orElseThrow(() -> new ConfigurationException(
                        "stig.auth.tokens holds a value that is not an RFC 6750 bearer token")));
            }
        }
        if (tokens.isEmpty()) {
            String generated = generateToken();
            tokens.add(AccessToken.parse(generated).orElseThrow());
            LOG.warn("Local-token mode, not for production: no stig.auth.url or stig.auth.tokens is set, so this "
                    + "instance accepts one generated token. Send it as: Authorization: Bearer {}", generated);
        } else {
            LOG.warn("Local-token mode, not for production: accepting the {} token(s) from stig.auth.tokens", tokens.size());
        }
        return new LocalTokenValidator(tokens);
    }

    @Singleton
    AuthMode authMode(@Value("${stig.auth.url:}") String url) {
        return new AuthMode(url.isBlank() ? "local-token mode (not for production)" : "access management at " + url);
    }

    private static URL parseUrl(String url) {
        try {
            URI uri = URI.create(url.strip());
            if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())) {
                throw new IllegalArgumentException("scheme must be http or https");
            }
            return uri.toURL();
        } catch (IllegalArgumentException | MalformedURLException e) {
            throw new ConfigurationException("stig.auth.url is not an http(s) URL: " + e.getMessage());
        }
    }

    private static String generateToken() {
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
    }
}
