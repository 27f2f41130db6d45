package dev.stigservice.bootstrap;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** The registry the adapters record their metrics in. */
@Factory
class MetricsFactory {

    @Singleton
    @Bean(preDestroy = "close")
    MeterRegistry meterRegistry() {
        return new SimpleMeterRegistry();
    }
}
