package dev.stigservice.adapter.storage;

import javax.sql.DataSource;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a backend may read to build its store.
 *
 * @param catalogFolder {@code stig.catalog.directory}, when set
 * @param database      the pool on {@code datasources.default}, opened on the first call (a backend that reads the
 *                      catalog folder never opens it)
 */
public record StoreSettings(Optional<Path> catalogFolder, Supplier<DataSource> database) {
}
