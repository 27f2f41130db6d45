package dev.stigservice.adapter.http.operations;

import dev.stigservice.application.health.CheckHealthUseCase;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * What the publication holds and when the store was last read, scraped at {@code /prometheus}:
 * {@code stig_catalog_benchmarks}, {@code stig_catalog_rules}, {@code stig_catalog_scap_benchmarks},
 * {@code stig_catalog_last_refresh_timestamp_seconds},
 * {@code stig_catalog_searchable}.
 * The metrics keep the {@code stig_catalog_} prefix operators already scrape and alert on. The composition root makes
 * it at startup, so that the first scrape has them.
 */
public final class PublicationGauges {

    public PublicationGauges(CheckHealthUseCase health, MeterRegistry meters) {
        Gauge.builder("stig.catalog.benchmarks", health, h -> h.check().publication().benchmarks())
                .description("benchmarks the listing serves").register(meters);
        Gauge.builder("stig.catalog.rules", health, h -> h.check().publication().rules())
                .description("rules of the benchmarks the listing serves").register(meters);
        Gauge.builder("stig.catalog.scap.benchmarks", health, h -> h.check().publication().scapBenchmarks())
                .description("SCAP benchmarks /api/v1/scap serves").register(meters);
        Gauge.builder("stig.catalog.last.refresh.timestamp", health, h -> {
                    var lastCheck = h.check().publication().lastCheck();
                    return lastCheck == null ? 0 : lastCheck.getEpochSecond();
                })
                .baseUnit("seconds").description("when the store was last read or checked for changes")
                .register(meters);
        Gauge.builder("stig.catalog.searchable", health, h -> h.check().publication().searchable() ? 1 : 0)
                .description("1 when a search finds every rule of the publication, 0 while it catches up or fails")
                .register(meters);
    }
}
