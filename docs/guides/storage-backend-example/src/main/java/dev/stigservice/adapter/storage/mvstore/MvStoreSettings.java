package dev.stigservice.adapter.storage.mvstore;

import io.micronaut.context.annotation.ConfigurationProperties;
import jakarta.validation.constraints.NotBlank;

/**
 * The backend's own settings, {@code stig.storage.mvstore.*}: bound and validated by the service's configuration like
 * every other setting, so a bad value stops the start with one line that names it.
 *
 * @param file the MVStore file the documents are kept in; created when it does not exist
 */
@ConfigurationProperties("stig.storage.mvstore")
public record MvStoreSettings(@NotBlank(message = "stig.storage.mvstore.file: the store's file must be named") String file) {
}
