package dev.stigservice.bootstrap;

import dev.stigservice.settings.Folder;
import dev.stigservice.settings.MinDuration;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Min;

import java.time.Duration;

/**
 * The {@code stig.catalog.*} settings; their defaults are in application.yml, because Micronaut quietly replaces a
 * value it cannot convert with a {@code @Bindable} default, and a misspelt value must stop the start instead.
 * The refresh interval is read here so that one that is not a duration stops the start before the schedule
 * (which reads the same property) is set up.
 *
 * @param directory       folder scanned for XCCDF files and DISA bundles; none means the bundled demo catalog
 * @param refreshInterval how often the store is checked for changes
 * @param modelsKept      parsed benchmarks kept in memory for downloads
 */
@ConfigurationProperties("stig.catalog")
public record CatalogSettings(@Nullable @Folder(message = "stig.catalog.directory: {validatedValue} is not a folder") String directory,
                       @MinDuration(millis = 1, message = "stig.catalog.refresh-interval: '{duration}' is not a positive duration") Duration refreshInterval,
                       @Min(value = 1, message = "stig.catalog.models-kept: '{validatedValue}' is not 1 or more") int modelsKept) {
}
