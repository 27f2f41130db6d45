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
 * What the catalog holds, whether it has been loaded, and when it was last checked, as gauges
 * ({@code stig_catalog_benchmarks}, {@code stig_catalog_rules}, {@code stig_catalog_last_refresh_timestamp_seconds})
 * and as health details.
 */
@Singleton
class CatalogMonitor {

    private final BenchmarkCatalog catalog;
    private final CatalogFactory.CatalogLoaded loaded;
    private final Clock clock;
    private volatile Instant lastRefresh;

    CatalogMonitor(BenchmarkCatalog catalog, CatalogFactory.CatalogLoaded loaded, MeterRegistry meters) {
        this.catalog = catalog;
        this.loaded = loaded;
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

    boolean loaded() {
        return loaded.check().getAsBoolean();
    }

    Map<String, Object> details() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("loaded", loaded());
        details.put("benchmarks", catalog.summaries().size());
        details.put("rules", rules());
        details.put("lastRefresh", lastRefresh.toString());
        return details;
    }

    private long rules() {
        return catalog.summaries().stream().mapToLong(BenchmarkSummary::ruleCount).sum();
    }
}
