package dev.stigservice.bootstrap;

import dev.stigservice.adapter.auth.GuardedTokenValidator;
import dev.stigservice.adapter.http.ServiceHealth;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

import java.util.Map;
import java.util.Optional;

/**
 * The management endpoints' view of this instance. Ready means the catalog is loaded (a PostgreSQL backend whose
 * first read of the database failed is not, until a refresh succeeds); the access-management
 * service is only a detail (its circuit breaker's state): when it is down, downloads answer 503 on their own,
 * and taking the instance out of rotation would only take the public listing down with it.
 */
@Factory
class ServiceHealthFactory {

    @Singleton
    ServiceHealth serviceHealth(CatalogMonitor catalog, Optional<GuardedTokenValidator> accessManagement) {
        return () -> new ServiceHealth.Report(catalog.loaded(), Map.of(
                "catalog", catalog.details(),
                "accessManagement", accessManagement
                        .<Map<String, Object>>map(remote -> Map.of("mode", "remote", "circuitBreaker", remote.breakerState()))
                        .orElse(Map.of("mode", "local-token"))));
    }
}
