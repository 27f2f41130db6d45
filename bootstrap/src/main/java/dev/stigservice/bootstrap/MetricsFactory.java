package dev.stigservice.bootstrap;

import dev.stigservice.adapter.http.operations.PublicationGauges;
import dev.stigservice.application.health.CheckHealthUseCase;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/**
 * The registry every adapter records its metrics in, scraped at {@code /prometheus}, with the JVM's own
 * metrics bound to it, and the publication's gauges. (Plain Micrometer: the platform names micronaut-micrometer 6.0.0, which is not published.)
 */
@Factory
class MetricsFactory {

    @Singleton
    @Bean(preDestroy = "close")
    PrometheusMeterRegistry meterRegistry() {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        new JvmMemoryMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        return registry;
    }

    @Context // at startup, so that the first scrape has the publication's gauges
    @Requires(notEnv = CommandsFactory.ENVIRONMENT)
    PublicationGauges publicationGauges(CheckHealthUseCase health, MeterRegistry meters) {
        return new PublicationGauges(health, meters);
    }
}
