package dev.stigservice.bootstrap;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.validation.constraints.Min;

/**
 * The {@code stig.checklist.*} settings (defaults in application.yml, see {@link CatalogSettings} for why).
 *
 * @param maxUploadSize the largest checklist an upgrade takes; larger is 413. It is the server's bound on every request
 *                      body ({@code micronaut.server.max-request-size} is set from it in application.yml): the other
 *                      routes take no body.
 */
@Context // checked at every start: the server reads the bound without asking this record
@ConfigurationProperties("stig.checklist")
record ChecklistSettings(@ReadableBytes @Min(value = 65_536,
        message = "stig.checklist.max-upload-size: '{validatedValue}' is under 64KB") long maxUploadSize) {
}
