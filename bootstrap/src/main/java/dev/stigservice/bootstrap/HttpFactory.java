package dev.stigservice.bootstrap;

import dev.stigservice.adapter.auth.AuthSettings;
import dev.stigservice.adapter.http.operations.StartupSummary;
import dev.stigservice.adapter.http.delivery.EncodedBodies;
import dev.stigservice.adapter.http.delivery.ExportSettings;
import dev.stigservice.application.health.CheckHealthUseCase;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/** What the HTTP adapter needs besides the use cases. */
@Factory
class HttpFactory {

    @Singleton
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    StartupSummary startupSummary(CheckHealthUseCase health, AuthSettings auth) {
        return new StartupSummary(health, auth.mode());
    }

    @Context // built at startup: a size that does not parse stops the start instead of the first download
    EncodedBodies encodedBodies(ExportSettings settings) {
        return new EncodedBodies(settings.cache().maxBytes());
    }
}
