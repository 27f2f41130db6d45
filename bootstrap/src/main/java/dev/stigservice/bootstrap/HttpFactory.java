package dev.stigservice.bootstrap;

import dev.stigservice.adapter.auth.AuthSettings;
import dev.stigservice.adapter.http.StartupSummary;
import dev.stigservice.application.health.CheckHealthUseCase;
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
}
