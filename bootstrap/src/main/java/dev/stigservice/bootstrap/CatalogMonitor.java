package dev.stigservice.bootstrap;

import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.application.catalog.CatalogState;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.inject.Singleton;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the published catalog holds, whether it has been loaded, and when the store was last read, as gauges
 * ({@code stig_catalog_benchmarks}, {@code stig_catalog_rules}, {@code stig_catalog_last_refresh_timestamp_seconds})
 * and as health details.
 */
@Singleton
class CatalogMonitor {

    private final CatalogPublisher publisher;

    CatalogMonitor(CatalogPublisher publisher, MeterRegistry meters) {
        this.publisher = publisher;
        Gauge.builder("stig.catalog.benchmarks", publisher, p -> p.state().benchmarks())
                .description("benchmarks the listing serves").register(meters);
        Gauge.builder("stig.catalog.rules", publisher, p -> p.state().rules())
                .description("rules of the benchmarks the listing serves").register(meters);
        Gauge.builder("stig.catalog.last.refresh.timestamp", publisher,
                        p -> p.state().lastCheck() == null ? 0 : p.state().lastCheck().getEpochSecond())
                .baseUnit("seconds").description("when the store was last read or checked for changes")
                .register(meters);
    }

    boolean loaded() {
        return publisher.state().loaded();
    }

    Map<String, Object> details() {
        CatalogState state = publisher.state();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("loaded", state.loaded());
        details.put("benchmarks", state.benchmarks());
        details.put("rules", state.rules());
        details.put("revisions", state.revisions());
        details.put("lastRefresh", String.valueOf(state.lastCheck()));
        if (state.lastFailure() != null) {
            details.put("lastFailure", state.lastFailure());
        }
        return details;
    }
}
