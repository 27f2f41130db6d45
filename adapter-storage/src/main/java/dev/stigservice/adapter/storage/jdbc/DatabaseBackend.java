package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;

import javax.sql.DataSource;
import java.util.function.Function;

/** The descriptor of a backend that keeps its documents in the database under {@code datasources.default}. */
public abstract class DatabaseBackend extends StorageBackend {

    /**
     * @param name       the value of {@code stig.storage.backend}
     * @param exampleUrl what a JDBC URL of this database looks like, shown when none is set
     * @param store      builds the store on the service's connection pool
     */
    protected DatabaseBackend(String name, String exampleUrl, Function<DataSource, JdbcDocumentStore> store) {
        super(name, exampleUrl, settings -> {
            JdbcDocumentStore opened = store.apply(settings.database().get());
            return new OpenStore(opened.databaseName(), opened);
        });
    }
}
