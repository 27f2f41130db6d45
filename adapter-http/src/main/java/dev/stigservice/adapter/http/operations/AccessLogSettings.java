package dev.stigservice.adapter.http.operations;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Pattern;

/**
 * Micronaut's own access-log switch, read here only to refuse a value that is not a boolean: Micronaut starts
 * with {@code maybe} without a word, so a misspelt value would leave the access log in a state nobody chose.
 *
 * @param enabled {@code true} or {@code false}
 */
@Context // checked at every start
@ConfigurationProperties("micronaut.server.netty.access-logger")
public record AccessLogSettings(@Nullable @Pattern(regexp = "(?i)true|false",
        message = "micronaut.server.netty.access-logger.enabled: '{validatedValue}' is not true or false") String enabled) {
}
