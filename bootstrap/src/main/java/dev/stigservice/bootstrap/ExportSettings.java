package dev.stigservice.bootstrap;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.validation.constraints.Min;

/**
 * The {@code stig.export.*} settings (defaults in application.yml, see {@link CatalogSettings} for why).
 *
 * @param cache the bound on rendered download bodies kept in memory
 */
@ConfigurationProperties("stig.export")
record ExportSettings(Cache cache) {

    /** @param maxBytes a size such as {@code 64MB}, {@code 512KB} or a number of bytes */
    @ConfigurationProperties("cache")
    record Cache(@ReadableBytes @Min(value = 0, message = "stig.export.cache.max-bytes: '{validatedValue}' is not 0 or more") long maxBytes) {
    }
}
