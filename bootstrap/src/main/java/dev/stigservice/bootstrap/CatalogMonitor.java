package dev.stigservice.bootstrap;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.port.BenchmarkCatalog;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the catalog holds and when it was last checked, as gauges ({@code stig_catalog_benchmarks},
 * {@code stig_catalog_rules}, {@code stig_catalog_last_refresh_timestamp_seconds}) and as health details.
 * The catalog is loaded before the server listens (its beans are built at startup), so it counts as loaded
 * from the time this monitor exists.
 */
@Singleton
class CatalogMonitor {

    private final BenchmarkCatalog catalog;
    private final Clock clock;
    private volatile Instant lastRefresh;

    CatalogMonitor(BenchmarkCatalog catalog, MeterRegistry meters) {
        this.catalog = catalog;
        this.clock = Clock.systemUTC();
        this.lastRefresh = clock.instant();
        Gauge.builder("stig.catalog.benchmarks", this, monitor -> monitor.catalog.summaries().size())
                .description("benchmarks the listing serves").register(meters);
        Gauge.builder("stig.catalog.rules", this, CatalogMonitor::rules)
                .description("rules of the benchmarks the listing serves").register(meters);
        Gauge.builder("stig.catalog.last.refresh.timestamp", this, monitor -> monitor.lastRefresh.getEpochSecond())
                .baseUnit("seconds").description("when the catalog was last loaded or checked for changes")
                .register(meters);
    }

    /** Called after each scheduled check of the backend, whether or not it found changes. */
    void refreshed() {
        lastRefresh = clock.instant();
    }

    Map<String, Object> details() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("benchmarks", catalog.summaries().size());
        details.put("rules", rules());
        details.put("lastRefresh", lastRefresh.toString());
        return details;
    }

    private long rules() {
        return catalog.summaries().stream().mapToLong(BenchmarkSummary::ruleCount).sum();
    }
}
