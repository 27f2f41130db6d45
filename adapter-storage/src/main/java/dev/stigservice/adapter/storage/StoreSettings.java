package dev.stigservice.adapter.storage;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * What a backend may read to build its store.
 *
 * @param catalogFolder {@code stig.catalog.directory}, when set
 * @param database      the pool on {@code datasources.default}, opened on the first call (a backend that reads the
 *                      catalog folder never opens it)
 * @param bound         a settings record of the backend's own ({@code @ConfigurationProperties("stig.storage.<name>")}),
 *                      as the service's configuration bound and validated it
 */
public record StoreSettings(Optional<Path> catalogFolder, Supplier<DataSource> database, Function<Class<?>, Object> bound) {

    /** For a backend that needs no settings of its own. */
    public StoreSettings(Optional<Path> catalogFolder, Supplier<DataSource> database) {
        this(catalogFolder, database, type -> {
            throw new IllegalArgumentException("no settings of type " + type.getName() + " were given to the backend");
        });
    }

    /** The backend's own settings record of {@code type}. */
    public <T> T own(Class<T> type) {
        return type.cast(bound.apply(type));
    }
}
