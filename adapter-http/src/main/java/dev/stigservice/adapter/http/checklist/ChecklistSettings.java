package dev.stigservice.adapter.http.checklist;

import dev.stigservice.settings.SettingsAcrossFields;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import java.util.Optional;

/**
 * The {@code stig.checklist.*} settings (defaults in application.yml, not in the record: Micronaut quietly replaces
 * a value it cannot convert with a {@code @Bindable} default, and a misspelt value must stop the start instead).
 *
 * @param maxUploadSize     the largest checklist an upgrade takes; larger is 413, decided by the core after the token
 *                          (docs/reliability.md). Every other route takes no body.
 * @param maxInFlightSize   the bytes all uploads being read and upgraded at one time may hold together; an upload
 *                          that finds no room is 503 with Retry-After, unread. At least {@code maxUploadSize}.
 * @param maxResultsSize    the largest scan's results a checklist is filled from (ARF runs to tens of megabytes); read
 *                          as a stream, never held, so it claims nothing of {@code maxInFlightSize}; larger is 413.
 */
@Context // checked at every start, not at the first upload
@ConfigurationProperties("stig.checklist")
public record ChecklistSettings(@ReadableBytes @Min(value = 65_536, message = "stig.checklist.max-upload-size: '{validatedValue}' is under 64KB")
                         @Max(value = 1L << 30, message = "stig.checklist.max-upload-size: '{validatedValue}' is over 1GB") long maxUploadSize,
                         @ReadableBytes @Min(value = 65_536, message = "stig.checklist.max-in-flight-size: '{validatedValue}' is under 64KB")
                         long maxInFlightSize,
                         @ReadableBytes @Min(value = 65_536, message = "stig.checklist.max-results-size: '{validatedValue}' is under 64KB")
                         long maxResultsSize) implements SettingsAcrossFields {

    /** The bound of all uploads together cannot be under the bound of one: that upload could never be read. */
    @Override
    public Optional<String> inconsistency() {
        return maxInFlightSize >= maxUploadSize ? Optional.empty() : Optional.of("stig.checklist.max-in-flight-size: '"
                + maxInFlightSize + "' is under stig.checklist.max-upload-size (" + maxUploadSize + ")");
    }
}
