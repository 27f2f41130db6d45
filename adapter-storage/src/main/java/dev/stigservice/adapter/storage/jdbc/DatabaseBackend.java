package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;

import javax.sql.DataSource;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The descriptor of a backend that keeps its documents in the database under {@code datasources.default} (the names
 * Micronaut's JDBC modules use) and is filled by the import command.
 */
public abstract class DatabaseBackend extends StorageBackend {

    /** The setting every database backend needs. */
    public static final String URL = "datasources.default.url";

    private final String exampleUrl;

    /**
     * @param name       the value of {@code stig.storage.backend}
     * @param exampleUrl what a JDBC URL of this database looks like, shown when none is set
     * @param store      builds the store on the service's connection pool
     */
    protected DatabaseBackend(String name, String exampleUrl, Function<DataSource, JdbcDocumentStore> store) {
        super(name, settings -> {
            JdbcDocumentStore opened = store.apply(settings.database().get());
            return new OpenStore(opened.databaseName(), opened);
        });
        this.exampleUrl = exampleUrl;
    }

    @Override
    public boolean takesImports() {
        return true;
    }

    @Override
    public Map<String, String> requiredSettings() {
        return Map.of(URL, exampleUrl);
    }

    /** JDBC (which counts as a library) and Flyway, which migrates the schema. */
    @Override
    public List<String> libraries() {
        return List.of("java.sql..", "javax.sql..", "org.flywaydb..");
    }
}
