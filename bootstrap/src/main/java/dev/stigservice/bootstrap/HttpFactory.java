package dev.stigservice.bootstrap;

import dev.stigservice.adapter.http.HeaderTimeout;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import jakarta.inject.Singleton;

/** What the HTTP adapter needs besides the use cases. */
@Factory
class HttpFactory {

    /** The port the server will listen on, checked with the other settings (Netty's own check comes later, with a stack trace). */
    record ListeningPort(int port) {
    }

    @Context
    ListeningPort listeningPort(@Value("${micronaut.server.port:8080}") int port) {
        if (port < -1 || port > 65535) {
            throw new ConfigurationException("micronaut.server.port: '" + port + "' is not a port from 0 to 65535 (or -1 for any free one)");
        }
        return new ListeningPort(port);
    }

    @Singleton
    HeaderTimeout headerTimeout(HttpSettings settings) {
        return new HeaderTimeout(settings.headerTimeout());
    }

}
