package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.settings.MinDuration;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;

import java.time.Duration;

/**
 * The {@code stig.http.*} settings (defaults in application.yml, not in the record: Micronaut quietly replaces a
 * value it cannot convert with a {@code @Bindable} default, and a misspelt value must stop the start instead).
 *
 * @param headerTimeout how long a request's line and headers may take to arrive whole, from their first byte; a
 *                      connection still sending them then is closed (docs/reliability.md)
 */
@Context // checked at every start
@ConfigurationProperties("stig.http")
public record HttpSettings(@MinDuration(millis = 100, message = "stig.http.header-timeout: '{duration}' is under 100ms") Duration headerTimeout) {
}
