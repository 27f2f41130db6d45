package dev.stigservice.bootstrap;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Pattern;

/**
 * Micronaut's own access-log switch, read here only to refuse a value that is not a boolean: Micronaut reads
 * {@code maybe} as {@code false} without a word, so a misspelt value would silently leave the access log off.
 *
 * @param enabled {@code true} or {@code false}
 */
@Context // checked at every start
@ConfigurationProperties("micronaut.server.netty.access-logger")
record AccessLogSettings(@Nullable @Pattern(regexp = "true|false",
        message = "micronaut.server.netty.access-logger.enabled: '{validatedValue}' is not true or false") String enabled) {
}
