package dev.stigservice.adapter.http.operations;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/**
 * Micronaut's own port setting, read here only to refuse a number that is no port with the other settings, in one
 * line: Netty's own check comes later, with a stack trace.
 *
 * @param port the port to listen on, {@code -1} for any free one
 */
@Context // checked at every start
@ConfigurationProperties("micronaut.server")
public record ServerSettings(@Nullable @Min(value = -1, message = PORT_MESSAGE) @Max(value = 65535, message = PORT_MESSAGE) Integer port) {

    private static final String PORT_MESSAGE = "micronaut.server.port: '{validatedValue}' is not a port from 0 to 65535 (or -1 for any free one)";
}
